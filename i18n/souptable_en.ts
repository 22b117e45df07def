<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>App</name>
    <message>
        <source>No installed font can show Japanese text, so Japanese would appear as empty boxes.
Install a Japanese font, for example on Debian or Ubuntu:
sudo apt-get install fonts-noto-cjk</source>
        <translation>No installed font can show Japanese text, so Japanese would appear as empty boxes.
Install a Japanese font, for example on Debian or Ubuntu:
sudo apt-get install fonts-noto-cjk</translation>
    </message>
    <message>
        <source>Some of your files could not be read. They were set aside, not deleted, and the app goes on without them:</source>
        <translation>Some of your files could not be read. They were set aside, not deleted, and the app goes on without them:</translation>
    </message>
    <message>
        <source>The unfinished game from last time was kept as %1.</source>
        <translation>The unfinished game from last time was kept as %1.</translation>
    </message>
    <message>
        <source>The unfinished game from last time was damaged and kept as %1. Its moves up to the damage can be read, so you can resume the game from there.</source>
        <translation>The unfinished game from last time was damaged and kept as %1. Its moves up to the damage can be read, so you can resume the game from there.</translation>
    </message>
    <message>
        <source>The unfinished game from last time (%1) was saved by a newer version of Soup Table. It was left as it is: update Soup Table to resume it. Until then, games are not saved automatically.</source>
        <translation>The unfinished game from last time (%1) was saved by a newer version of Soup Table. It was left as it is: update Soup Table to resume it. Until then, games are not saved automatically.</translation>
    </message>
    <message>
        <source>Your statistics were kept as %1; from now on, games are counted in a new file.</source>
        <translation>Your statistics were kept as %1; from now on, games are counted in a new file.</translation>
    </message>
    <message>
        <source>Your settings were kept as %1; what could be read of them still applies, the rest is back to default.</source>
        <translation>Your settings were kept as %1; what could be read of them still applies, the rest is back to default.</translation>
    </message>
    <message>
        <source>Damaged files set aside</source>
        <translation>Damaged files set aside</translation>
    </message>
    <message>
        <source>Something went wrong inside Soup Table. The details were written to its log (Help → Open log folder); please attach that file to a bug report.</source>
        <translation>Something went wrong inside Soup Table. The details were written to its log (Help → Open log folder); please attach that file to a bug report.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>random</source>
        <extracomment>a computer player's level (plays at random; shown after its name)</extracomment>
        <translation>random</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>a computer player's level</extracomment>
        <translation>easy</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>hard</translation>
    </message>
    <message>
        <source>person</source>
        <extracomment>a seat played by a person at the screen (instead of a computer player's level)</extracomment>
        <translation>person</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Computer player</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the default name of a seat played by a person: %1 is the seat number</extracomment>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>the default name of a seat played by the computer: %1 is the seat number</extracomment>
        <translation>Computer %1</translation>
    </message>
    <message>
        <source>Super Susuru Soup</source>
        <translation>Super Susuru Soup</translation>
    </message>
    <message>
        <source>Soup Meng Ramen</source>
        <translation>Soup Meng Ramen</translation>
    </message>
    <message>
        <source>Suppenkasper</source>
        <translation>Suppenkasper</translation>
    </message>
    <message>
        <source>Salty</source>
        <translation>Salty</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>That is not possible at this point of the turn.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>The rules do not allow that now.</translation>
    </message>
    <message>
        <source>Your choice so far is kept. To do this instead (and drop that choice), press it once more; Escape puts the choice away.</source>
        <translation>Your choice so far is kept. To do this instead (and drop that choice), press it once more; Escape puts the choice away.</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete (it is not valid JSON).</source>
        <translation>The file is damaged or incomplete (it is not valid JSON).</translation>
    </message>
    <message>
        <source>This is not a Soup Table game file.</source>
        <translation>This is not a Soup Table game file.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Soup Table. Please update the app to open it.</source>
        <translation>This game was saved by a newer version of Soup Table. Please update the app to open it.</translation>
    </message>
    <message>
        <source>The file is too large to be a Soup Table game.</source>
        <translation>The file is too large to be a Soup Table game.</translation>
    </message>
    <message>
        <source>The game file is damaged: some of its contents are missing or invalid.</source>
        <translation>The game file is damaged: some of its contents are missing or invalid.</translation>
    </message>
    <message>
        <source>The game file describes a game this version cannot set up.</source>
        <translation>The game file describes a game this version cannot set up.</translation>
    </message>
    <message>
        <source>The game file is damaged: one of its moves is not legal.</source>
        <translation>The game file is damaged: one of its moves is not legal.</translation>
    </message>
    <message>
        <source>The game file is damaged: its result does not match its moves.</source>
        <translation>The game file is damaged: its result does not match its moves.</translation>
    </message>
    <message>
        <source>The game file is damaged: its scores do not match its moves.</source>
        <translation>The game file is damaged: its scores do not match its moves.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>The file does not exist.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <source>This is not a file that can be opened (it is a folder, a device or a pipe).</source>
        <translation>This is not a file that can be opened (it is a folder, a device or a pipe).</translation>
    </message>
    <message>
        <source>The file is damaged: it is not text.</source>
        <translation>The file is damaged: it is not text.</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested far too deeply to be a Soup Table game.</source>
        <translation>The file is damaged: it is nested far too deeply to be a Soup Table game.</translation>
    </message>
    <message>
        <source>The file is damaged: it holds far more than a Soup Table game does.</source>
        <translation>The file is damaged: it holds far more than a Soup Table game does.</translation>
    </message>
    <message>
        <source>The file is damaged: it holds a number that is not allowed.</source>
        <translation>The file is damaged: it holds a number that is not allowed.</translation>
    </message>
    <message>
        <source>The file is damaged: it names the same entry twice.</source>
        <translation>The file is damaged: it names the same entry twice.</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>The file cannot be opened.</translation>
    </message>
    <message>
        <source>The game cannot be saved there: that is not a regular file (it is a folder, a device or a pipe).</source>
        <translation>The game cannot be saved there: that is not a regular file (it is a folder, a device or a pipe).</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). A file that was there before is unchanged.</source>
        <translation>The game could not be saved (%1). A file that was there before is unchanged.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 is a number of seconds with decimals ("1.50 s")</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>the separator between the items of a plain list ("Meat 1200, Cream"); Japanese uses 、</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>About Soup Table</source>
        <translation>About Soup Table</translation>
    </message>
    <message>
        <source>Card and board art: Soup Table contributors. Illustrations include emoji from OpenMoji %1 (%2), the open-source emoji and icon project, licensed CC BY-SA 4.0 (%3).</source>
        <translation>Card and board art: Soup Table contributors. Illustrations include emoji from OpenMoji %1 (%2), the open-source emoji and icon project, licensed CC BY-SA 4.0 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n card game(s) at one table: %1.</source>
        <translation>
            <numerusform>%n card game at one table: %1.</numerusform>
            <numerusform>%n card games at one table: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suppenkasper: Karl-Heinz Schmiel, 1987. Soup Meng Ramen: SHUNROID. Salty: LEO / VicVillage.</source>
        <translation>Suppenkasper: Karl-Heinz Schmiel, 1987. Soup Meng Ramen: SHUNROID. Salty: LEO / VicVillage.</translation>
    </message>
    <message>
        <source>Soup Table is free software under the MIT License. The card art includes OpenMoji images under CC BY-SA 4.0, and the app uses Qt and PySide6 under the GNU LGPL 3.0: see Licences.</source>
        <translation>Soup Table is free software under the MIT License. The card art includes OpenMoji images under CC BY-SA 4.0, and the app uses Qt and PySide6 under the GNU LGPL 3.0: see Licences.</translation>
    </message>
    <message>
        <source>Values that the printed rules do not give are this edition's values; see the rules.</source>
        <translation>Values that the printed rules do not give are this edition's values; see the rules.</translation>
    </message>
    <message>
        <source>Licences…</source>
        <translation>Licences…</translation>
    </message>
    <message>
        <source>Which licence covers what</source>
        <translation>Which licence covers what</translation>
    </message>
    <message>
        <source>Soup Table: MIT License</source>
        <translation>Soup Table: MIT License</translation>
    </message>
    <message>
        <source>OpenMoji images: CC BY-SA 4.0</source>
        <translation>OpenMoji images: CC BY-SA 4.0</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3.0</source>
        <translation>Qt and PySide6: GNU LGPL 3.0</translation>
    </message>
    <message>
        <source>GNU GPL 3.0 (the LGPL builds on it)</source>
        <translation>GNU GPL 3.0 (the LGPL builds on it)</translation>
    </message>
    <message>
        <source>Python: PSF License</source>
        <translation>Python: PSF License</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <source>The licence texts are legal documents and are given here in their original English.</source>
        <translation>The licence texts are legal documents and are given here in their original English.</translation>
    </message>
    <message>
        <source>Versions in use: %1</source>
        <translation>Versions in use: %1</translation>
    </message>
    <message>
        <source>This text is missing from this installation: %1</source>
        <translation>This text is missing from this installation: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>S&amp;cores</source>
        <translation>S&amp;cores</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>L&amp;og</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Ask my home router to open a port</source>
        <translation>Ask my home router to open a port</translation>
    </message>
    <message>
        <source>For friends at other homes: the router forwards the table's port while it is open (UPnP), and the links carry its public address.</source>
        <translation>For friends at other homes: the router forwards the table's port while it is open (UPnP), and the links carry its public address.</translation>
    </message>
    <message>
        <source>Relay:</source>
        <translation>Relay:</translation>
    </message>
    <message>
        <source>For friends at other homes: a relay's address (host:port) they join through when they cannot reach this computer. Leave it empty for none.</source>
        <translation>For friends at other homes: a relay's address (host:port) they join through when they cannot reach this computer. Leave it empty for none.</translation>
    </message>
    <message>
        <source>Can friends reach this table?</source>
        <translation>Can friends reach this table?</translation>
    </message>
    <message>
        <source>Checking… (this can take some seconds)</source>
        <translation>Checking… (this can take some seconds)</translation>
    </message>
    <message>
        <source>%1 (your home router)</source>
        <translation>%1 (your home router)</translation>
    </message>
    <message>
        <source>%1 (through the relay)</source>
        <translation>%1 (through the relay)</translation>
    </message>
    <message>
        <source>Asking the home router and the relay for a way in…</source>
        <translation>Asking the home router and the relay for a way in…</translation>
    </message>
    <message>
        <source>Yes: friends at other homes reach this table at %1 (the router forwards the port; tested from outside through the relay).</source>
        <translation>Yes: friends at other homes reach this table at %1 (the router forwards the port; tested from outside through the relay).</translation>
    </message>
    <message>
        <source>Yes: friends at other homes reach this table at %1 (the router forwards the port).</source>
        <translation>Yes: friends at other homes reach this table at %1 (the router forwards the port).</translation>
    </message>
    <message>
        <source>Yes: this computer has a public address; friends at other homes reach this table at %1.</source>
        <translation>Yes: this computer has a public address; friends at other homes reach this table at %1.</translation>
    </message>
    <message>
        <source>Yes: %1 gets through from the internet to this computer (a port forwarded by hand in the router?).</source>
        <translation>Yes: %1 gets through from the internet to this computer (a port forwarded by hand in the router?).</translation>
    </message>
    <message>
        <source>No: no router answered the request to open a port (UPnP is off in the router, or there is none).</source>
        <translation>No: no router answered the request to open a port (UPnP is off in the router, or there is none).</translation>
    </message>
    <message>
        <source>No: the router refused to open the port (UPnP error %1: %2).</source>
        <translation>No: the router refused to open the port (UPnP error %1: %2).</translation>
    </message>
    <message>
        <source>No: the router's public address %1 is shared by many homes (carrier-grade NAT), so opening a port cannot let friends in.</source>
        <translation>No: the router's public address %1 is shared by many homes (carrier-grade NAT), so opening a port cannot let friends in.</translation>
    </message>
    <message>
        <source>No: the router forwards %1, but nothing gets through from the internet (a firewall in the router or on this computer?).</source>
        <translation>No: the router forwards %1, but nothing gets through from the internet (a firewall in the router or on this computer?).</translation>
    </message>
    <message>
        <source>The check answered something this version does not know (%1).</source>
        <translation>The check answered something this version does not know (%1).</translation>
    </message>
    <message>
        <source>Use a relay: type its address under Relay (anyone can run one with souptable-cli relay).</source>
        <translation>Use a relay: type its address under Relay (anyone can run one with souptable-cli relay).</translation>
    </message>
    <message>
        <source>Or install the same VPN on both computers (WireGuard, Tailscale, ZeroTier…) and choose its address for the links.</source>
        <translation>Or install the same VPN on both computers (WireGuard, Tailscale, ZeroTier…) and choose its address for the links.</translation>
    </message>
    <message>
        <source>Or forward TCP port %1 by hand in the router to this computer (%2) and host on that port.</source>
        <translation>Or forward TCP port %1 by hand in the router to this computer (%2) and host on that port.</translation>
    </message>
    <message>
        <source>This was not tested from outside: type a relay's address under Relay and check again.</source>
        <translation>This was not tested from outside: type a relay's address under Relay and check again.</translation>
    </message>
    <message>
        <source>Friends with IPv6 can reach [%1]:%2 directly, once the router's firewall lets that port in.</source>
        <translation>Friends with IPv6 can reach [%1]:%2 directly, once the router's firewall lets that port in.</translation>
    </message>
    <message>
        <source>Next step: %1.</source>
        <translation>Next step: %1.</translation>
    </message>
    <message>
        <source>The relay cannot be reached: friends at other homes cannot join through it.</source>
        <translation>The relay cannot be reached: friends at other homes cannot join through it.</translation>
    </message>
    <message>
        <source>The relay has no room for another table now: try later, or another relay.</source>
        <translation>The relay has no room for another table now: try later, or another relay.</translation>
    </message>
    <message>
        <source>The relay already has a table with this id (another host with the same seats?).</source>
        <translation>The relay already has a table with this id (another host with the same seats?).</translation>
    </message>
    <message>
        <source>The relay speaks another version of the relay protocol: one of the two needs an update.</source>
        <translation>The relay speaks another version of the relay protocol: one of the two needs an update.</translation>
    </message>
    <message>
        <source>The relay refused the table (%1).</source>
        <translation>The relay refused the table (%1).</translation>
    </message>
    <message>
        <source>The answer at the relay's address is not a Soup Table relay's.</source>
        <translation>The answer at the relay's address is not a Soup Table relay's.</translation>
    </message>
    <message>
        <source>The check could not be run (the log says why).</source>
        <translation>The check could not be run (the log says why).</translation>
    </message>
    <message>
        <source>The relay's address must be a host name or an IP address with an optional port, such as relay.example.org:40600.</source>
        <translation>The relay's address must be a host name or an IP address with an optional port, such as relay.example.org:40600.</translation>
    </message>
</context>
<context>
    <name>LessonCommon</name>
    <message>
        <source>L&amp;earn to play</source>
        <translation>L&amp;earn to play</translation>
    </message>
    <message>
        <source>Aiko</source>
        <translation>Aiko</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>Bruno</translation>
    </message>
    <message>
        <source>Chiara</source>
        <translation>Chiara</translation>
    </message>
    <message>
        <source>Learn to play: %1 · step %2 of %3</source>
        <translation>Learn to play: %1 · step %2 of %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Play it out</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Leave the lesson</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Take it back</translation>
    </message>
    <message>
        <source>Play on without the lesson</source>
        <translation>Play on without the lesson</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Back to the lesson</translation>
    </message>
    <message>
        <source>Start a real game</source>
        <translation>Start a real game</translation>
    </message>
    <message>
        <source>In the rulebook: %1</source>
        <translation>In the rulebook: %1</translation>
    </message>
    <message>
        <source>Your move. The lesson suggests the highlighted choice.</source>
        <translation>Your move. The lesson suggests the highlighted choice.</translation>
    </message>
    <message>
        <source>You chose this: %1. The rules allow it too; the lesson had suggested this: %2.</source>
        <translation>You chose this: %1. The rules allow it too; the lesson had suggested this: %2.</translation>
    </message>
    <message>
        <source>Take your move back to follow the lesson, or play on without it: the computer players then play as in a real game.</source>
        <translation>Take your move back to follow the lesson, or play on without it: the computer players then play as in a real game.</translation>
    </message>
    <message>
        <source>You are playing on without the lesson. Nothing of this game counts: no statistics, no autosave.</source>
        <translation>You are playing on without the lesson. Nothing of this game counts: no statistics, no autosave.</translation>
    </message>
    <message>
        <source>That is the whole game. You can start a real game now, or leave the lesson. The rulebook is always under Help → Rules.</source>
        <translation>That is the whole game. You can start a real game now, or leave the lesson. The rulebook is always under Help → Rules.</translation>
    </message>
    <message>
        <source>The lesson's move shows the next rule it wants to explain.</source>
        <translation>The lesson's move shows the next rule it wants to explain.</translation>
    </message>
    <message>
        <source>The lesson is explaining: read its note, then press %1 (or Enter).</source>
        <translation>The lesson is explaining: read its note, then press %1 (or Enter).</translation>
    </message>
</context>
<context>
    <name>LessonSalty</name>
    <message>
        <source>Starting with the Last Player, %1, and going counter-clockwise, each player picks one food card. The number of plates on a food card is your bet. Take Karaage: 3 plates, an accuracy bonus of +15 per cube and a variety bonus of 20 per colour.</source>
        <translation>Starting with the Last Player, %1, and going counter-clockwise, each player picks one food card. The number of plates on a food card is your bet. Take Karaage: 3 plates, an accuracy bonus of +15 per cube and a variety bonus of 20 per colour.</translation>
    </message>
    <message>
        <source>Three cubes is a bet your hand can make.</source>
        <translation>Three cubes is a bet your hand can make.</translation>
    </message>
    <message>
        <source>Now everyone secretly decides which side to bet on: the face (the bet is the number of plates) or the back (a bet of 0), and everyone reveals at the same time. Bet on the face: 3 cubes.</source>
        <translation>Now everyone secretly decides which side to bet on: the face (the bet is the number of plates) or the back (a bet of 0), and everyone reveals at the same time. Bet on the face: 3 cubes.</translation>
    </message>
    <message>
        <source>A bet of 0 scores only if you win no cube at all.</source>
        <translation>A bet of 0 scores only if you win no cube at all.</translation>
    </message>
    <message>
        <source>Before the meal, choose 2 seasoning cards from your hand and discard them face down. Look at the bets and at the cubes on the shelf first: the shelf holds %1. Discard %2 and %3.</source>
        <translation>Before the meal, choose 2 seasoning cards from your hand and discard them face down. Look at the bets and at the cubes on the shelf first: the shelf holds %1. Discard %2 and %3.</translation>
    </message>
    <message>
        <source>Cards far from the number of salt cubes rarely win a round.</source>
        <translation>Cards far from the number of salt cubes rarely win a round.</translation>
    </message>
    <message>
        <source>You are the First Player, to the left of the Last Player: choose any card from your hand and play it. Play %1.</source>
        <translation>You are the First Player, to the left of the Last Player: choose any card from your hand and play it. Play %1.</translation>
    </message>
    <message>
        <source>A card close to the number of salt cubes has a good chance to win.</source>
        <translation>A card close to the number of salt cubes has a good chance to win.</translation>
    </message>
    <message>
        <source>Who wins the round: the seasoning played by the most players is the main seasoning. Of its cards, the one whose value is closest to the number of salt cubes on the shelf wins; if equally close, the lower value; then the saltier seasoning. You won: the %1 cube lies on a plate of your food card.</source>
        <translation>Who wins the round: the seasoning played by the most players is the main seasoning. Of its cards, the one whose value is closest to the number of salt cubes on the shelf wins; if equally close, the lower value; then the saltier seasoning. You won: the %1 cube lies on a plate of your food card.</translation>
    </message>
    <message>
        <source>The winner of the round is the First Player of the next round and starts it with any card. Play %1.</source>
        <translation>The winner of the round is the First Player of the next round and starts it with any card. Play %1.</translation>
    </message>
    <message>
        <source>A low mayonnaise is unlikely to win: you need only 3 cubes.</source>
        <translation>A low mayonnaise is unlikely to win: you need only 3 cubes.</translation>
    </message>
    <message>
        <source>%1 led salt and %2 followed. You must play a card of the same seasoning as the card played by the previous player, if you have one. You have salt: play %3.</source>
        <translation>%1 led salt and %2 followed. You must play a card of the same seasoning as the card played by the previous player, if you have one. You have salt: play %3.</translation>
    </message>
    <message>
        <source>Of your salt cards, the lowest is least likely to win.</source>
        <translation>Of your salt cards, the lowest is least likely to win.</translation>
    </message>
    <message>
        <source>When a salt cube is taken, the reference number changes: now the shelf holds %1. Follow with salt again: %2.</source>
        <translation>When a salt cube is taken, the reference number changes: now the shelf holds %1. Follow with salt again: %2.</translation>
    </message>
    <message>
        <source>Scores of this meal: %1. Scores add up over the meals.</source>
        <translation>Scores of this meal: %1. Scores add up over the meals.</translation>
    </message>
    <message>
        <source>Meal 2 begins. The Last Player of a new meal is the player with the lowest total score (if tied, the lower score in the last meal): %1, with a total of %2. %1 takes a food card first, again counter-clockwise, and the player to the left of %1 is the First Player: you again.</source>
        <extracomment>rulebook, End of the Meal: "The Last Player of the next round will be the player with the lowest total score. In case of a tie, the player with the lowest score in the previous Meal will be the Last Player."</extracomment>
        <translation>Meal 2 begins. The Last Player of a new meal is the player with the lowest total score (if tied, the lower score in the last meal): %1, with a total of %2. %1 takes a food card first, again counter-clockwise, and the player to the left of %1 is the First Player: you again.</translation>
    </message>
    <message>
        <source>Only the total scores carry over, negative ones too: %1. Everything else starts anew: every cube goes back into the bag and new ones are drawn onto the shelf (%2), the seasoning cards are shuffled and dealt again, and all six food cards are back in the middle.</source>
        <extracomment>rulebook: "After writing down the score, set everything up for the next Meal." and "If you score below 0 (negative), that score carries over to the next Meal!"</extracomment>
        <translation>Only the total scores carry over, negative ones too: %1. Everything else starts anew: every cube goes back into the bag and new ones are drawn onto the shelf (%2), the seasoning cards are shuffled and dealt again, and all six food cards are back in the middle.</translation>
    </message>
    <message>
        <source>%1 took %2 and %3 took %4. Take Okonomiyaki: 5 plates and an accuracy bonus of +20 per cube. Food cards with 5 or 6 plates give no variety bonus, so its maximum is 150.</source>
        <translation>%1 took %2 and %3 took %4. Take Okonomiyaki: 5 plates and an accuracy bonus of +20 per cube. Food cards with 5 or 6 plates give no variety bonus, so its maximum is 150.</translation>
    </message>
    <message>
        <source>Many of your cards are close to the number of salt cubes: five cubes is a bet your hand can make.</source>
        <translation>Many of your cards are close to the number of salt cubes: five cubes is a bet your hand can make.</translation>
    </message>
    <message>
        <source>Choose your side; the others choose after you, and all are revealed together. Bet on the face: 5 cubes. A bet of 0 that wins no cube scores 100 for each player who bet 0 in this meal.</source>
        <translation>Choose your side; the others choose after you, and all are revealed together. Bet on the face: 5 cubes. A bet of 0 that wins no cube scores 100 for each player who bet 0 in this meal.</translation>
    </message>
    <message>
        <source>This hand will win cubes: on a bet of 0, each of them costs 10 points.</source>
        <translation>This hand will win cubes: on a bet of 0, each of them costs 10 points.</translation>
    </message>
    <message>
        <source>The shelf holds %1 in this meal. Discard the cards farthest from that number: %2 and %3.</source>
        <translation>The shelf holds %1 in this meal. Discard the cards farthest from that number: %2 and %3.</translation>
    </message>
    <message>
        <source>As the First Player you start the first round of the meal with any card. Play %1: its value is the number of salt cubes.</source>
        <translation>As the First Player you start the first round of the meal with any card. Play %1: its value is the number of salt cubes.</translation>
    </message>
    <message>
        <source>A card equal to the number of salt cubes wins unless more players play another seasoning.</source>
        <translation>A card equal to the number of salt cubes wins unless more players play another seasoning.</translation>
    </message>
    <message>
        <source>You won the round, and a salt cube lies on your plate: now the shelf holds %1. As the winner you start the next round.</source>
        <translation>You won the round, and a salt cube lies on your plate: now the shelf holds %1. As the winner you start the next round.</translation>
    </message>
    <message>
        <source>The game ends when as many meals have been played as there are players: 3. Watch the rest of this meal and the last meal played out quickly; the computer plays your seat.</source>
        <translation>The game ends when as many meals have been played as there are players: 3. Watch the rest of this meal and the last meal played out quickly; the computer plays your seat.</translation>
    </message>
    <message numerus="yes">
        <source>%n salt cube(s)</source>
        <extracomment>how many salt cubes lie on the shelf, said in the lesson ("the shelf holds 3 salt cubes")</extracomment>
        <translation>
            <numerusform>%n salt cube</numerusform>
            <numerusform>%n salt cubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoyu cube(s)</source>
        <extracomment>the second-saltiest seasoning's cubes on the shelf (ソース in the Japanese edition)</extracomment>
        <translation>
            <numerusform>%n shoyu cube</numerusform>
            <numerusform>%n shoyu cubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ketchup cube(s)</source>
        <translation>
            <numerusform>%n ketchup cube</numerusform>
            <numerusform>%n ketchup cubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mayonnaise cube(s)</source>
        <translation>
            <numerusform>%n mayonnaise cube</numerusform>
            <numerusform>%n mayonnaise cubes</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson saves your other salt card for later.</source>
        <translation>The lesson saves your other salt card for later.</translation>
    </message>
    <message>
        <source>Welcome to Salty! In a round, every player plays one card from their hand; the winner of the round takes a seasoning cube. At the start of each meal you predict how many cubes you will win, by choosing a food card. This lesson plays the first meal and the start of the second with you.</source>
        <translation>Welcome to Salty! In a round, every player plays one card from their hand; the winner of the round takes a seasoning cube. At the start of each meal you predict how many cubes you will win, by choosing a food card. This lesson plays the first meal and the start of the second with you.</translation>
    </message>
    <message>
        <source>Play on: follow the previous player's seasoning when you can, any card when you cannot. Your bet is 3 cubes; cubes beyond your plates cost 10 points each. The highlighted card keeps you on your bet.</source>
        <translation>Play on: follow the previous player's seasoning when you can, any card when you cannot. Your bet is 3 cubes; cubes beyond your plates cost 10 points each. The highlighted card keeps you on your bet.</translation>
    </message>
    <message>
        <source>The lesson's card keeps you on exactly three cubes of three colours.</source>
        <translation>The lesson's card keeps you on exactly three cubes of three colours.</translation>
    </message>
    <message>
        <source>The meal is over. Each cube on a plate: +10, so %1. You won exactly as many cubes as plates: accuracy bonus 15 × 3 = %2. Variety bonus: 20 per colour on your plates = %3. Total: %4, the maximum of Karaage.</source>
        <translation>The meal is over. Each cube on a plate: +10, so %1. You won exactly as many cubes as plates: accuracy bonus 15 × 3 = %2. Variety bonus: 20 per colour on your plates = %3. Total: %4, the maximum of Karaage.</translation>
    </message>
    <message>
        <source>The game is over. Totals: %1. The player with the highest total score wins: %2.</source>
        <translation>The game is over. Totals: %1. The player with the highest total score wins: %2.</translation>
    </message>
</context>
<context>
    <name>LessonSoupmeng</name>
    <message>
        <source>Welcome to Soup Meng Ramen! Every player runs a few bowls of ramen: fill them with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, snap up the bonus cards and call out “Order up!” when a bowl is done. The game ends in one of two ways: when one player has finished all their bowls, or when the draw pile runs out, after the turn of the player who drew its last card.</source>
        <extracomment>rulebook, game end: "① 誰か１人が全ての丼に、いっちょあがり！カードを使用した場合" and "② スープメング カードの山札が無くなった場合 ... 山札から最後の１枚を引いた人のターンが終わったら、ゲーム終了です。"</extracomment>
        <translation>Welcome to Soup Meng Ramen! Every player runs a few bowls of ramen: fill them with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, snap up the bonus cards and call out “Order up!” when a bowl is done. The game ends in one of two ways: when one player has finished all their bowls, or when the draw pile runs out, after the turn of the player who drew its last card.</translation>
    </message>
    <message>
        <source>These are your two bowl cards. The back of every bowl card shows a lucky topping, and only you may look at yours: %1 for your first bowl, %2 for your second. If, at the end of the game, a bowl contains its lucky topping, you score +10 points.</source>
        <translation>These are your two bowl cards. The back of every bowl card shows a lucky topping, and only you may look at yours: %1 for your first bowl, %2 for your second. If, at the end of the game, a bowl contains its lucky topping, you score +10 points.</translation>
    </message>
    <message>
        <source>On your turn, you take exactly one action. Add a card to a bowl: draw 1 card from the draw pile, so that you hold 4 cards. Then play 1 of your 4 cards.</source>
        <translation>On your turn, you take exactly one action. Add a card to a bowl: draw 1 card from the draw pile, so that you hold 4 cards. Then play 1 of your 4 cards.</translation>
    </message>
    <message>
        <source>A bowl holds one soup, one noodles and any number of toppings, in any order. Put %1 into your second bowl: it is that bowl's lucky topping. Click the card, then the bowl.</source>
        <translation>A bowl holds one soup, one noodles and any number of toppings, in any order. Put %1 into your second bowl: it is that bowl's lucky topping. Click the card, then the bowl.</translation>
    </message>
    <message>
        <source>The lucky topping is worth 10 points in its own bowl.</source>
        <translation>The lucky topping is worth 10 points in its own bowl.</translation>
    </message>
    <message>
        <source>%1 and %2 put their cards into your bowl: a player may also place a card on another player's bowl, wherever it fits. Beware: a bowl with 5 or more toppings costs you −10 points at the end.</source>
        <translation>%1 and %2 put their cards into your bowl: a player may also place a card on another player's bowl, wherever it fits. Beware: a bowl with 5 or more toppings costs you −10 points at the end.</translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>Your turn: draw a card.</translation>
    </message>
    <message>
        <source>You drew a swap card. Instead of placing a card, exchange one card in one of your bowls with one card of the same kind in another player's bowl: your %1 for %2's %3. Click the swap card, then the two cards. The swap card is then discarded.</source>
        <translation>You drew a swap card. Instead of placing a card, exchange one card in one of your bowls with one card of the same kind in another player's bowl: your %1 for %2's %3. Click the swap card, then the two cards. The swap card is then discarded.</translation>
    </message>
    <message>
        <source>Two chashu in one bowl are half of the bonus card Chashu Men.</source>
        <translation>Two chashu in one bowl are half of the bonus card Chashu Men.</translation>
    </message>
    <message>
        <source>%1 put thin noodles into your second bowl: it now holds a soup, noodles and 2 chashu. A bonus card is claimed the instant one bowl of a player meets its condition, whoever made it complete: %2 is yours.</source>
        <translation>%1 put thin noodles into your second bowl: it now holds a soup, noodles and 2 chashu. A bonus card is claimed the instant one bowl of a player meets its condition, whoever made it complete: %2 is yours.</translation>
    </message>
    <message>
        <source>Your second bowl holds one soup, one noodles and at least two toppings: finish it. Place an Order up! card on it (no card is drawn for this action). A finished bowl is frozen until the end of the game.</source>
        <translation>Your second bowl holds one soup, one noodles and at least two toppings: finish it. Place an Order up! card on it (no card is drawn for this action). A finished bowl is frozen until the end of the game.</translation>
    </message>
    <message>
        <source>Finished, nobody can swap your chashu away or spoil the bowl with more toppings.</source>
        <translation>Finished, nobody can swap your chashu away or spoil the bowl with more toppings.</translation>
    </message>
    <message>
        <source>Your turn: draw a card again.</source>
        <translation>Your turn: draw a card again.</translation>
    </message>
    <message>
        <source>None of your cards fits your own bowls now: your first bowl already has shoyu and medium noodles, and a bowl can only hold one kind of soup and one kind of noodles. A card identical to the soup or noodles already in a bowl, though, may always be added to it: extra soup, extra noodles. %2's first bowl holds %1: put your %1 into it.</source>
        <extracomment>rulebook, ラーメン作り: "スープと麺は丼に１つずつしか入れられませんが、既に丼に入っているスープ、麺と 同じスープメングカードなら丼に追加する事が可能です。（スープ増量・麺増量）"</extracomment>
        <translation>None of your cards fits your own bowls now: your first bowl already has shoyu and medium noodles, and a bowl can only hold one kind of soup and one kind of noodles. A card identical to the soup or noodles already in a bowl, though, may always be added to it: extra soup, extra noodles. %2's first bowl holds %1: put your %1 into it.</translation>
    </message>
    <message>
        <source>Every card of yours goes to another player's bowl now: the lesson picked the one that shows extra soup.</source>
        <translation>Every card of yours goes to another player's bowl now: the lesson picked the one that shows extra soup.</translation>
    </message>
    <message>
        <source>The lesson now plays your next turns for you: each time you draw a card and put it into another player's bowl, and you keep your thick noodles and tonkotsu. Watch the other bowls fill up.</source>
        <translation>The lesson now plays your next turns for you: each time you draw a card and put it into another player's bowl, and you keep your thick noodles and tonkotsu. Watch the other bowls fill up.</translation>
    </message>
    <message>
        <source>None of your four cards fits any bowl at the table: you hold no topping, and every unfinished bowl already has a soup and noodles of other kinds. Only then may you discard: put one card of your hand onto the discard pile. Discard %1.</source>
        <extracomment>rulebook, 行動B: "※自分の丼にも他プレイヤーの丼にもカードを入れられない場合は捨て場を作り、そこに捨ててください。"</extracomment>
        <translation>None of your four cards fits any bowl at the table: you hold no topping, and every unfinished bowl already has a soup and noodles of other kinds. Only then may you discard: put one card of your hand onto the discard pile. Discard %1.</translation>
    </message>
    <message>
        <source>You hold two of each: it does not matter which one goes.</source>
        <translation>You hold two of each: it does not matter which one goes.</translation>
    </message>
    <message>
        <source>The lesson plays on to the end. Nobody finishes all their bowls this time: the game ends when the draw pile runs out, after the turn of the player who drew its last card.</source>
        <extracomment>rulebook, game end: "② スープメングカードの山札が無くなった場合 ... 山札から最後の１枚を引いた人の ターンが終わったら、ゲーム終了です。"</extracomment>
        <translation>The lesson plays on to the end. Nobody finishes all their bowls this time: the game ends when the draw pile runs out, after the turn of the player who drew its last card.</translation>
    </message>
    <message>
        <source>Cards still in hand count for nothing, and each bowl with 5 or more toppings costs its owner −10. Totals: %1. The player with the highest total wins.</source>
        <translation>Cards still in hand count for nothing, and each bowl with 5 or more toppings costs its owner −10. Totals: %1. The player with the highest total wins.</translation>
    </message>
    <message>
        <source>Everyone reveals their lucky toppings and adds up: the points of every card in your bowls, %1; +10 for each bowl that contains its lucky topping, %2; the bonus cards you claimed, %3. Total: %4.</source>
        <translation>Everyone reveals their lucky toppings and adds up: the points of every card in your bowls, %1; +10 for each bowl that contains its lucky topping, %2; the bonus cards you claimed, %3. Total: %4.</translation>
    </message>
</context>
<context>
    <name>LessonSuppenkasper</name>
    <message>
        <source>Welcome to Suppenkasper! Every player starts at their dream figure, the Traumfigur. By placing dishes on the plate you ask your left-hand neighbour to eat them. If a player wastes away to Suppenkasper or bursts as a Dicker Brocken, the game ends: the winner is the player closest to the Traumfigur.</source>
        <translation>Welcome to Suppenkasper! Every player starts at their dream figure, the Traumfigur. By placing dishes on the plate you ask your left-hand neighbour to eat them. If a player wastes away to Suppenkasper or bursts as a Dicker Brocken, the game ends: the winner is the player closest to the Traumfigur.</translation>
    </message>
    <message>
        <source>A big dish is a threat: whoever eats it gains a lot of weight.</source>
        <translation>A big dish is a threat: whoever eats it gains a lot of weight.</translation>
    </message>
    <message>
        <source>%1 is served and decides: eat it as it is, eat it with one reduction card, add allowed cards and pass it on to the left, or add “No, I won't eat it!” and pass it on (and lose 1).</source>
        <translation>%1 is served and decides: eat it as it is, eat it with one reduction card, add allowed cards and pass it on to the left, or add “No, I won't eat it!” and pass it on (and lose 1).</translation>
    </message>
    <message>
        <source>Eaten as it is, this dish would move you 4 spaces toward Dicker Brocken.</source>
        <translation>Eaten as it is, this dish would move you 4 spaces toward Dicker Brocken.</translation>
    </message>
    <message>
        <source>Serve your ready-made meal: 700 kcal.</source>
        <translation>Serve your ready-made meal: 700 kcal.</translation>
    </message>
    <message>
        <source>It is the last dish you can serve; the lesson keeps it simple.</source>
        <translation>It is the last dish you can serve; the lesson keeps it simple.</translation>
    </message>
    <message>
        <source>Round 2: %1, to the left of the last dealer, shuffles and deals all the cards anew. The positions on the weight track carry over: %2. %3 holds Tischlein deck dich, puts it on the plate and serves first.</source>
        <extracomment>rulebook: "the player seated to the left of the dealer shuffles the cards anew and deals them out. A new round begins."</extracomment>
        <translation>Round 2: %1, to the left of the last dealer, shuffles and deals all the cards anew. The positions on the weight track carry over: %2. %3 holds Tischlein deck dich, puts it on the plate and serves first.</translation>
    </message>
    <message>
        <source>Losing 1 is far better than gaining 3.</source>
        <translation>Losing 1 is far better than gaining 3.</translation>
    </message>
    <message>
        <source>Eaten as it is, the dish brings you back to the Traumfigur.</source>
        <translation>Eaten as it is, the dish brings you back to the Traumfigur.</translation>
    </message>
    <message>
        <source>A big dish is a threat for your neighbours, not for you.</source>
        <translation>A big dish is a threat for your neighbours, not for you.</translation>
    </message>
    <message>
        <source>Instead of eating a dish, you may add allowed cards and pass it on to %1, your left-hand neighbour: to fast food only fast food or muesli, to ready-made meals only ready-made meals or muesli. Add the highlighted card, then pass the dish on.</source>
        <extracomment>rulebook: "Only further fast food or muesli may be served with fast food." / "Only further ready-made meals or muesli may be served with ready-made meals."</extracomment>
        <translation>Instead of eating a dish, you may add allowed cards and pass it on to %1, your left-hand neighbour: to fast food only fast food or muesli, to ready-made meals only ready-made meals or muesli. Add the highlighted card, then pass the dish on.</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich: %1 starts, puts it on the plate and serves a dish to %2, the left-hand neighbour: one main course with matching side dishes (dumplings with meat, potatoes with fish, cream with cake); muesli goes with everything. Its calories: the main course's value × the number of its side dishes, plus the muesli.</source>
        <extracomment>rulebook: "The player holding the card "Tischlein deck' Dich" begins and places this card on the plate." / "Only matching side dishes (of the same colour) or muesli may be served with the main courses"</extracomment>
        <translation>%1 holds Tischlein deck dich: %1 starts, puts it on the plate and serves a dish to %2, the left-hand neighbour: one main course with matching side dishes (dumplings with meat, potatoes with fish, cream with cake); muesli goes with everything. Its calories: the main course's value × the number of its side dishes, plus the muesli.</translation>
    </message>
    <message>
        <source>%1 added a muesli and passed the dish on to you: fish 1300 with three potatoes and three muesli, 1300 × 3 + 3 × 300 = 4800 kcal, +3 on the weight table. Do not eat it: add your potato (potatoes go with fish) and pass the dish on to %2, your left-hand neighbour.</source>
        <translation>%1 added a muesli and passed the dish on to you: fish 1300 with three potatoes and three muesli, 1300 × 3 + 3 × 300 = 4800 kcal, +3 on the weight table. Do not eat it: add your potato (potatoes go with fish) and pass the dish on to %2, your left-hand neighbour.</translation>
    </message>
    <message>
        <source>A dish passed on is your neighbour's worry: with four potatoes it is 6100 kcal, +4.</source>
        <translation>A dish passed on is your neighbour's worry: with four potatoes it is 6100 kcal, +4.</translation>
    </message>
    <message>
        <source>%1 and %2 both put “No, I won't eat it!” on the dish, lost 1 each and passed it on: it is back with you. With a “No” on the plate no more food may be added, only reduction cards. 1300 × 4 + 3 × 300 = 6100 kcal would be +4: eat it with your grain cure instead. Only the muesli counts, 900 kcal, and 0 to 999 kcal moves you 0.</source>
        <extracomment>rulebook: "If the player refuses to eat and a reduction card "Nein, eß ich nicht" has been placed on the plate, no further side dishes or muesli may be added."</extracomment>
        <translation>%1 and %2 both put “No, I won't eat it!” on the dish, lost 1 each and passed it on: it is back with you. With a “No” on the plate no more food may be added, only reduction cards. 1300 × 4 + 3 × 300 = 6100 kcal would be +4: eat it with your grain cure instead. Only the muesli counts, 900 kcal, and 0 to 999 kcal moves you 0.</translation>
    </message>
    <message>
        <source>Whoever eats the dish serves a new dish to the left-hand neighbour. Serve %1 with your three dumplings: click %1, the three dumplings, then the plate. 1400 × 3 = 4200 kcal, +3 for whoever eats it.</source>
        <translation>Whoever eats the dish serves a new dish to the left-hand neighbour. Serve %1 with your three dumplings: click %1, the three dumplings, then the plate. 1400 × 3 = 4200 kcal, +3 for whoever eats it.</translation>
    </message>
    <message>
        <source>%1 added a dumpling and %2 a muesli: your own dish is back, 1400 × 4 + 300 = 5900 kcal, +3. Refuse it: put “No, I won't eat it!” on the dish. You lose 1 at once, and the dish goes on to %1, your left-hand neighbour.</source>
        <extracomment>rulebook: "The card "Nein! eß ich nicht" makes the player lose "1" ... At the same time the player refuses to eat and serves the dish to his left-hand neighbour."</extracomment>
        <translation>%1 added a dumpling and %2 a muesli: your own dish is back, 1400 × 4 + 300 = 5900 kcal, +3. Refuse it: put “No, I won't eat it!” on the dish. You lose 1 at once, and the dish goes on to %1, your left-hand neighbour.</translation>
    </message>
    <message>
        <source>A bigger dish passed on is your neighbours' worry.</source>
        <translation>A bigger dish passed on is your neighbours' worry.</translation>
    </message>
    <message>
        <source>%1 serves you meat 1600 with two dumplings: 1600 × 2 = 3200 kcal, +2. You stand at −1. Eat it as it is this time: the winner is the player closest to the Traumfigur, not the thinnest one, and +2 takes you to +1.</source>
        <extracomment>rulebook: "The winner is the player who ... stands on the "Traumfigur" field, or closest to it."</extracomment>
        <translation>%1 serves you meat 1600 with two dumplings: 1600 × 2 = 3200 kcal, +2. You stand at −1. Eat it as it is this time: the winner is the player closest to the Traumfigur, not the thinnest one, and +2 takes you to +1.</translation>
    </message>
    <message>
        <source>Refused, you would stand at −2; with the laxative at −3: both farther from the Traumfigur than +1.</source>
        <translation>Refused, you would stand at −2; with the laxative at −3: both farther from the Traumfigur than +1.</translation>
    </message>
    <message>
        <source>%1 serves you meat 1200 alone: 1200 kcal, +1. Refuse it with your last “No, I won't eat it!”: from +1 you lose 1, back to the Traumfigur, and %2 must decide.</source>
        <translation>%1 serves you meat 1200 alone: 1200 kcal, +1. Refuse it with your last “No, I won't eat it!”: from +1 you lose 1, back to the Traumfigur, and %2 must decide.</translation>
    </message>
    <message>
        <source>Eaten, the dish would take you to +2; refused, you stand on the Traumfigur.</source>
        <translation>Eaten, the dish would take you to +2; refused, you stand on the Traumfigur.</translation>
    </message>
    <message>
        <source>%1 ate and must serve the next dish, but holds no main course, fast food or ready-made meal: the round ends. Now all players eat the cards still in their hands and look the total up in the weight table once; reduction cards and side dishes without a matching main course count nothing, so your hand counts nothing. Positions: %2.</source>
        <extracomment>rulebook: "The round ends when a player, after eating, can no longer play a new card." / "Reduction cards and side dishes without a matching main course count for nothing."</extracomment>
        <translation>%1 ate and must serve the next dish, but holds no main course, fast food or ready-made meal: the round ends. Now all players eat the cards still in their hands and look the total up in the weight table once; reduction cards and side dishes without a matching main course count nothing, so your hand counts nothing. Positions: %2.</translation>
    </message>
    <message>
        <source>%1 serves you meat 1200 with two dumplings and a muesli: 1200 × 2 + 300 = 2700 kcal, +2. Muesli goes with every dish: add one and pass the dish on to %2.</source>
        <extracomment>rulebook: "Muesli goes with everything."</extracomment>
        <translation>%1 serves you meat 1200 with two dumplings and a muesli: 1200 × 2 + 300 = 2700 kcal, +2. Muesli goes with every dish: add one and pass the dish on to %2.</translation>
    </message>
    <message>
        <source>%1 and %2 refused it: the dish, 1200 × 2 + 2 × 300 = 3000 kcal, +2, is with you again. Only reduction cards may be played on it now, and you have another “No, I won't eat it!”: refuse it too.</source>
        <extracomment>rulebook: "If "Nein, eß ich nicht" has been served, only reduction cards may still be played."</extracomment>
        <translation>%1 and %2 refused it: the dish, 1200 × 2 + 2 × 300 = 3000 kcal, +2, is with you again. Only reduction cards may be played on it now, and you have another “No, I won't eat it!”: refuse it too.</translation>
    </message>
    <message>
        <source>From the Traumfigur, −1 is closer than +2.</source>
        <translation>From the Traumfigur, −1 is closer than +2.</translation>
    </message>
    <message>
        <source>%1 serves you two ready-made meals: 2 × 700 = 1400 kcal, +1. Eat them as they are: from −1 you move back to the Traumfigur.</source>
        <translation>%1 serves you two ready-made meals: 2 × 700 = 1400 kcal, +1. Eat them as they are: from −1 you move back to the Traumfigur.</translation>
    </message>
    <message>
        <source>You ate, so you serve the next dish to %1: %2 with your two dumplings, 1400 × 2 = 2800 kcal, +2.</source>
        <translation>You ate, so you serve the next dish to %1: %2 with your two dumplings, 1400 × 2 = 2800 kcal, +2.</translation>
    </message>
    <message>
        <source>%1 serves you fast food: 1000 kcal. You may add several allowed cards at once: add both your fast food and a muesli, 3300 kcal, +2, and pass the dish on to %2.</source>
        <translation>%1 serves you fast food: 1000 kcal. You may add several allowed cards at once: add both your fast food and a muesli, 3300 kcal, +2, and pass the dish on to %2.</translation>
    </message>
    <message>
        <source>%1 ate and holds nothing to serve: round 2 ends, and everyone eats their hand. You hold two fish, 900 and 1100, and three potatoes: all side dishes of one colour go on one main course of that colour, and you choose which. Put the potatoes on fish 900: 900 × 3 + 1100 = 3800 kcal, not 1100 × 3 + 900 = 4200.</source>
        <extracomment>rulebook: "If several main courses of the same colour are present, the side dishes may be distributed over one of the main courses." (the 600er/1200er Torte example)</extracomment>
        <translation>%1 ate and holds nothing to serve: round 2 ends, and everyone eats their hand. You hold two fish, 900 and 1100, and three potatoes: all side dishes of one colour go on one main course of that colour, and you choose which. Put the potatoes on fish 900: 900 × 3 + 1100 = 3800 kcal, not 1100 × 3 + 900 = 4200.</translation>
    </message>
    <message>
        <source>On the smaller main course the side dishes multiply fewer calories: 7500 kcal in all instead of 7900.</source>
        <translation>On the smaller main course the side dishes multiply fewer calories: 7500 kcal in all instead of 7900.</translation>
    </message>
    <message>
        <source>Round 2 is scored. You eat %1: %2 kcal, %3 on the weight table. Positions: %4.</source>
        <translation>Round 2 is scored. You eat %1: %2 kcal, %3 on the weight table. Positions: %4.</translation>
    </message>
    <message>
        <source>Round 3: %1 deals. You hold Tischlein deck dich and put it on the plate, but you hold no main course, fast food or ready-made meal: you cannot serve a dish, so the round ends at once, before its first dish. End the round: then everyone eats the cards in their hands.</source>
        <extracomment>rulebook: "The round ends when ... no main course, ready-made meal or fast food remains with the player who must play out; he cannot play out." The holder of Tischlein deck dich must play out first.</extracomment>
        <translation>Round 3: %1 deals. You hold Tischlein deck dich and put it on the plate, but you hold no main course, fast food or ready-made meal: you cannot serve a dish, so the round ends at once, before its first dish. End the round: then everyone eats the cards in their hands.</translation>
    </message>
    <message>
        <source>Everyone ate their hand. You: %1 kcal, %2. %3: %4 kcal, %5. %6: %7 kcal, %8.</source>
        <translation>Everyone ate their hand. You: %1 kcal, %2. %3: %4 kcal, %5. %6: %7 kcal, %8.</translation>
    </message>
    <message>
        <source>%1 reached Dicker Brocken: the game is over. Positions: %2. The winner is the player on the Traumfigur or closest to it; players equally close all win: %3.</source>
        <translation>%1 reached Dicker Brocken: the game is over. Positions: %2. The winner is the player on the Traumfigur or closest to it; players equally close all win: %3.</translation>
    </message>
</context>
<context>
    <name>LessonSusuru</name>
    <message>
        <source>Welcome to Super Susuru Soup! Every player runs a ramen shop: you buy ingredients, watch what is in fashion and open your shop at the right moment. The higher an ingredient's trend order, the more cards of it you can use. This lesson plays the first two rounds with you, step by step.</source>
        <translation>Welcome to Super Susuru Soup! Every player runs a ramen shop: you buy ingredients, watch what is in fashion and open your shop at the right moment. The higher an ingredient's trend order, the more cards of it you can use. This lesson plays the first two rounds with you, step by step.</translation>
    </message>
    <message>
        <source>Your turn. As long as you have not opened shop, you do exactly one thing: procure or open shop. Procure now: draw the top card of the draw pile. Only you see it.</source>
        <translation>Your turn. As long as you have not opened shop, you do exactly one thing: procure or open shop. Procure now: draw the top card of the draw pile. Only you see it.</translation>
    </message>
    <message>
        <source>%1: a high card. If you want the card, keep it: it joins your hand. Important: once an ingredient card is in your hand you can never discard it, so think before you add a card.</source>
        <translation>%1: a high card. If you want the card, keep it: it joins your hand. Important: once an ingredient card is in your hand you can never discard it, so think before you add a card.</translation>
    </message>
    <message>
        <source>A 10 is the highest value there is: a card worth keeping.</source>
        <translation>A 10 is the highest value there is: a card worth keeping.</translation>
    </message>
    <message>
        <source>%1 did not want the card they drew: they turned it face up and placed it next to the draw pile. Cards placed there are the market ingredients: %2 is waiting there. Remember it.</source>
        <translation>%1 did not want the card they drew: they turned it face up and placed it next to the draw pile. Cards placed there are the market ingredients: %2 is waiting there. Remember it.</translation>
    </message>
    <message>
        <source>Your turn again: draw the top card of the draw pile.</source>
        <translation>Your turn again: draw the top card of the draw pile.</translation>
    </message>
    <message>
        <source>%1 is low, and a card in your hand can never be discarded. If you don't want it, turn it face up and place it in the market: click the market.</source>
        <translation>%1 is low, and a card in your hand can never be discarded. If you don't want it, turn it face up and place it in the market: click the market.</translation>
    </message>
    <message>
        <source>A low card of a second ingredient can only cost you points later.</source>
        <translation>A low card of a second ingredient can only cost you points later.</translation>
    </message>
    <message>
        <source>The other way to procure: take one market ingredient of your choice and add it to your hand. Take %1: with your %2, that makes two cards of one ingredient. On any one turn you use only one of the two ways.</source>
        <translation>The other way to procure: take one market ingredient of your choice and add it to your hand. Take %1: with your %2, that makes two cards of one ingredient. On any one turn you use only one of the two ways.</translation>
    </message>
    <message>
        <source>Two high cards of one ingredient are what you open shop with.</source>
        <translation>Two high cards of one ingredient are what you open shop with.</translation>
    </message>
    <message>
        <source>You don't need any more ingredients: open shop. Opening shop is also the moment when you decide the trend order of one ingredient: place a card from your hand face up under a free trend order marker. Choose %1, then marker 3: chicken carcass becomes the most trendy ingredient, up to 3 cards.</source>
        <translation>You don't need any more ingredients: open shop. Opening shop is also the moment when you decide the trend order of one ingredient: place a card from your hand face up under a free trend order marker. Choose %1, then marker 3: chicken carcass becomes the most trendy ingredient, up to 3 cards.</translation>
    </message>
    <message>
        <source>With two high chicken carcass cards, making chicken carcass the most trendy ingredient now keeps them both.</source>
        <translation>With two high chicken carcass cards, making chicken carcass the most trendy ingredient now keeps them both.</translation>
    </message>
    <message>
        <source>The number on a marker is the card limit of its ingredient: 3, 2 or 1. If you hold more cards of an ingredient than its limit, you lose all cards of that ingredient, not just the extra ones. An ingredient without a marker has a limit of 0. The card you placed still counts as part of your hand.</source>
        <translation>The number on a marker is the card limit of its ingredient: 3, 2 or 1. If you hold more cards of an ingredient than its limit, you lose all cards of that ingredient, not just the extra ones. An ingredient without a marker has a limit of 0. The card you placed still counts as part of your hand.</translation>
    </message>
    <message>
        <source>Once you have opened shop, you take income on every later turn instead: the top card of the draw pile, face down, kept apart from your hand. Every income card is worth 3 points, whatever its value.</source>
        <translation>Once you have opened shop, you take income on every later turn instead: the top card of the draw pile, face down, kept apart from your hand. Every income card is worth 3 points, whatever its value.</translation>
    </message>
    <message>
        <source>%1 opened shop and decided a trend order too. Now all players but one have opened: %2 takes one last normal turn, then decides the trend order of one more ingredient with the last marker. Then the round ends.</source>
        <translation>%1 opened shop and decided a trend order too. Now all players but one have opened: %2 takes one last normal turn, then decides the trend order of one more ingredient with the last marker. Then the round ends.</translation>
    </message>
    <message>
        <source>The round is over. Trend order: %1. %2 has no marker: limit 0. First, for each ingredient, check its card limit. Your hand: %3, within the limit, so your hand points are %4.</source>
        <translation>The round is over. Trend order: %1. %2 has no marker: limit 0. First, for each ingredient, check its card limit. Your hand: %3, within the limit, so your hand points are %4.</translation>
    </message>
    <message>
        <source>Then add 3 points for each income card. Your income cards: %1, worth %2 income points. Your score: %3.</source>
        <translation>Then add 3 points for each income card. Your income cards: %1, worth %2 income points. Your score: %3.</translation>
    </message>
    <message>
        <source>%1 held %2, over the limit: those cards score nothing. %1 scores %3. %4 keeps every card and scores %5.</source>
        <translation>%1 held %2, over the limit: those cards score nothing. %1 scores %3. %4 keeps every card and scores %5.</translation>
    </message>
    <message>
        <source>The players take scoring chips by rank: gold (3 stars) for 1st, silver (2) for 2nd, bronze (1) for 3rd. You are 1st and take the %1 chip. One star is one victory point.</source>
        <translation>The players take scoring chips by rank: gold (3 stars) for 1st, silver (2) for 2nd, bronze (1) for 3rd. You are 1st and take the %1 chip. One star is one victory point.</translation>
    </message>
    <message>
        <source>Round 2 begins. The player to the left of the last start player becomes the start player: %1 starts. Everything is set up anew: all cards are shuffled into a new draw pile and every trend order marker is free again. Only the scoring chips you took carry over.</source>
        <extracomment>rulebook, Victory Points: "The player to the left of the current start player becomes the next start player, and the game returns to 1. Setup."</extracomment>
        <translation>Round 2 begins. The player to the left of the last start player becomes the start player: %1 starts. Everything is set up anew: all cards are shuffled into a new draw pile and every trend order marker is free again. Only the scoring chips you took carry over.</translation>
    </message>
    <message>
        <source>Your turn: procure. This round you hold back and do not open shop: draw, then keep the card or put it into the market, as the lesson suggests.</source>
        <translation>Your turn: procure. This round you hold back and do not open shop: draw, then keep the card or put it into the market, as the lesson suggests.</translation>
    </message>
    <message>
        <source>The lesson keeps you from opening this round, so that you are the player who decides the last trend order at its end.</source>
        <translation>The lesson keeps you from opening this round, so that you are the player who decides the last trend order at its end.</translation>
    </message>
    <message>
        <source>%1 opened shop: all players but you have opened. Play goes on up to you, and you take one last normal turn: draw, then keep the card.</source>
        <extracomment>rulebook: "After the last player to open shop (A), turns are taken in turn order up to the player who has not opened shop (C), and then the round ends."</extracomment>
        <translation>%1 opened shop: all players but you have opened. Play goes on up to you, and you take one last normal turn: draw, then keep the card.</translation>
    </message>
    <message>
        <source>Marker 1 is still free, so you, the last player who has not opened, decide the trend order of one more ingredient, as an opener would: place %1 from your hand under marker 1. Then the round ends.</source>
        <extracomment>rulebook: "In a 3-player game, C takes the turn, decides the trend order of the ingredients, and the round ends."</extracomment>
        <translation>Marker 1 is still free, so you, the last player who has not opened, decide the trend order of one more ingredient, as an opener would: place %1 from your hand under marker 1. Then the round ends.</translation>
    </message>
    <message>
        <source>Chemical seasoning under marker 1 keeps your 10. Chicken carcass there would still lose both your chicken carcass cards: 2 cards are over a limit of 1.</source>
        <translation>Chemical seasoning under marker 1 keeps your 10. Chicken carcass there would still lose both your chicken carcass cards: 2 cards are over a limit of 1.</translation>
    </message>
    <message>
        <source>Round 2 is scored like the first. Chicken carcass has no marker, so your %1 score nothing; the chemical seasoning 10 counts. You score %2 and take the %3 chip.</source>
        <translation>Round 2 is scored like the first. Chicken carcass has no marker, so your %1 score nothing; the chemical seasoning 10 counts. You score %2 and take the %3 chip.</translation>
    </message>
    <message>
        <source>Play as many rounds as there are players: every player is the start player once, moving one seat to the left each round. Watch the last round played out quickly; the computer plays your seat.</source>
        <translation>Play as many rounds as there are players: every player is the start player once, moving one seat to the left each round. Watch the last round played out quickly; the computer plays your seat.</translation>
    </message>
    <message>
        <source>The game is over. Stars: %1. The player with the most victory points wins; if players are tied, the one with more gold chips wins. Gold chips: %2.</source>
        <translation>The game is over. Stars: %1. The player with the most victory points wins; if players are tied, the one with more gold chips wins. Gold chips: %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;New…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Restart</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>Re&amp;do</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istics…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Open &amp;log folder</translation>
    </message>
    <message>
        <source>&amp;About Soup Table</source>
        <translation>&amp;About Soup Table</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>That language is not available.</source>
        <translation>That language is not available.</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Log folder</translation>
    </message>
    <message>
        <source>The log files are in this folder:
%1</source>
        <translation>The log files are in this folder:
%1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Autosave failed: %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Open game</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable *.json)</source>
        <translation>Soup Table games (*.souptable *.json)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Cannot open the game</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Save game</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable)</source>
        <translation>Soup Table games (*.souptable)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Cannot save the game</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Round summary</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Nothing to undo: something hidden has been revealed since your last decision.</source>
        <translation>Nothing to undo: something hidden has been revealed since your last decision.</translation>
    </message>
    <message>
        <source>The search found no other move worth weighing here.</source>
        <translation>The search found no other move worth weighing here.</translation>
    </message>
    <message>
        <source>The search rates it %1 (a win and your place counted), the next best, %2, %3.</source>
        <extracomment>a hint's reason: %1 the estimate with the suggested move, %2 the next best move, %3 its estimate</extracomment>
        <translation>The search rates it %1 (a win and your place counted), the next best, %2, %3.</translation>
    </message>
    <message>
        <source>With it your win chance is about %1; with the next best, %2, about %3.</source>
        <extracomment>a hint's reason: %1 your win chance with the suggested move, %2 the next best move, %3 its win chance</extracomment>
        <translation>With it your win chance is about %1; with the next best, %2, about %3.</translation>
    </message>
    <message>
        <source>It is about as good as %1 (%2 and %3 win chance).</source>
        <extracomment>a hint's reason: %1 the next best move, %2 and %3 the two estimates (win chance)</extracomment>
        <translation>It is about as good as %1 (%2 and %3 win chance).</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <extracomment>a hint in the status line: %1 the suggested move, %2 one sentence saying why</extracomment>
        <translation>Hint: %1. %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <extracomment>%1 the log's line(s) of the decision taken back ("Ann plays Miso 3.")</extracomment>
        <translation>Undone: %1</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <source>Variant 1 (special cards)</source>
        <translation>Variant 1 (special cards)</translation>
    </message>
    <message>
        <source>Variant 2 (special cards and chips)</source>
        <translation>Variant 2 (special cards and chips)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Drawn at random</translation>
    </message>
    <message>
        <source>Last Player of the first meal</source>
        <translation>Last Player of the first meal</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Who starts</translation>
    </message>
    <message>
        <source>Computer players — Random: any move the rules allow. Easy: sensible, with a weaker choice now and then. Normal: the game's good habits, every move. Hard: tries each move out on many possible deals (about a second per move). None of them ever sees a hidden card.</source>
        <translation>Computer players — Random: any move the rules allow. Easy: sensible, with a weaker choice now and then. Normal: the game's good habits, every move. Hard: tries each move out on many possible deals (about a second per move). None of them ever sees a hidden card.</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <extracomment>a New Game seat row's name box, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>Seat %1: name</translation>
    </message>
    <message>
        <source>Seat %1: person or computer</source>
        <extracomment>a New Game seat row's person/computer choice, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>Seat %1: person or computer</translation>
    </message>
    <message>
        <source>Seat %1: level</source>
        <extracomment>a New Game seat row's computer level, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>Seat %1: level</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Players:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>the New Game dialog's number of players, as a screen reader names the box</extracomment>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>the New Game dialog's list of games, as a screen reader names it</extracomment>
        <translation>Game</translation>
    </message>
    <message>
        <source>Seats (in turn order)</source>
        <translation>Seats (in turn order)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Rules…</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 players</translation>
    </message>
</context>
<context>
    <name>OldSaves</name>
    <message>
        <source>This game was saved under earlier rules of %1 (revision %2); Soup Table now plays revision %3.</source>
        <extracomment>%1 is the game's name, %2 the rules revision it was saved under, %3 the revision this app plays</extracomment>
        <translation>This game was saved under earlier rules of %1 (revision %2); Soup Table now plays revision %3.</translation>
    </message>
    <message>
        <source>The current rules do not allow even its first move, so it cannot be resumed.</source>
        <translation>The current rules do not allow even its first move, so it cannot be resumed.</translation>
    </message>
    <message numerus="yes">
        <source>All of its %n move(s) are still allowed, but under the current rules they score differently.</source>
        <translation>
            <numerusform>All of its %n move are still allowed, but under the current rules they score differently.</numerusform>
            <numerusform>All of its %n moves are still allowed, but under the current rules they score differently.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over, so it cannot be resumed.</source>
        <translation>The game is over, so it cannot be resumed.</translation>
    </message>
    <message numerus="yes">
        <source>The current rules allow its moves up to move %1: resuming keeps %1 of %n move(s).</source>
        <extracomment>%1 is how many of the game's moves the current rules allow (from the first one on); %n is all of its moves</extracomment>
        <translation>
            <numerusform>The current rules allow its moves up to move %1: resuming keeps %1 of %n move.</numerusform>
            <numerusform>The current rules allow its moves up to move %1: resuming keeps %1 of %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved under earlier rules of %1 (revision %2): resuming keeps %3 of %n move(s).</source>
        <extracomment>on the start screen: %1 is the game's name, %2 the rules revision it was saved under, %3 how many of its moves the current rules allow, %n all of its moves</extracomment>
        <translation>
            <numerusform>Saved under earlier rules of %1 (revision %2): resuming keeps %3 of %n move.</numerusform>
            <numerusform>Saved under earlier rules of %1 (revision %2): resuming keeps %3 of %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved under earlier rules of %1 (revision %2): it can be watched as a replay, not resumed.</source>
        <extracomment>on the start screen: %1 is the game's name, %2 the rules revision it was saved under</extracomment>
        <translation>Saved under earlier rules of %1 (revision %2): it can be watched as a replay, not resumed.</translation>
    </message>
    <message>
        <source>Res&amp;ume from there</source>
        <extracomment>resume a game saved under earlier rules from its last move the current rules allow</extracomment>
        <translation>Res&amp;ume from there</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <extracomment>watch a game saved under earlier rules as a replay, as far as the current rules go</extracomment>
        <translation>&amp;Watch the replay</translation>
    </message>
    <message>
        <source>Set &amp;aside</source>
        <extracomment>rename the file out of the way (it is kept, not deleted), as damaged files are</extracomment>
        <translation>Set &amp;aside</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Saved under earlier rules</source>
        <translation>Saved under earlier rules</translation>
    </message>
    <message>
        <source>A review needs the whole game under the current rules; its moves can be watched as a replay as far as they go.</source>
        <translation>A review needs the whole game under the current rules; its moves can be watched as a replay as far as they go.</translation>
    </message>
    <message>
        <source>Its moves can be watched as a replay as far as the current rules allow.</source>
        <translation>Its moves can be watched as a replay as far as the current rules allow.</translation>
    </message>
    <message>
        <source>Resume it from there as a new game (the file stays as it is), or watch its moves as a replay.</source>
        <translation>Resume it from there as a new game (the file stays as it is), or watch its moves as a replay.</translation>
    </message>
    <message>
        <source>The game was set aside: its file is kept, not deleted.</source>
        <translation>The game was set aside: its file is kept, not deleted.</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>%1, to move</source>
        <extracomment>the score table's name of the player to move, as a screen reader says it</extracomment>
        <translation>%1, to move</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Pass to %1</source>
        <translation>Pass to %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>Only %1 should look at the screen now.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>I am %1 — show my cards</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a decision button: %1 what it does ("Draw"), %2 its key ("D")</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <source>Press Tab to move to your choices, then Enter to choose.</source>
        <translation>Press Tab to move to your choices, then Enter to choose.</translation>
    </message>
    <message>
        <source>That is not one of your choices now: the highlighted ones are.</source>
        <translation>That is not one of your choices now: the highlighted ones are.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>The rules do not allow that now.</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <source>Your &amp;hand</source>
        <translation>Your &amp;hand</translation>
    </message>
    <message>
        <source>The &amp;table</source>
        <translation>The &amp;table</translation>
    </message>
    <message>
        <source>The &amp;scores</source>
        <translation>The &amp;scores</translation>
    </message>
    <message>
        <source>The &amp;last moves</source>
        <translation>The &amp;last moves</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>&amp;What can I do now?</translation>
    </message>
    <message>
        <source>Rea&amp;d</source>
        <translation>Rea&amp;d</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Reading</translation>
    </message>
    <message>
        <source>There is no game at the table.</source>
        <translation>There is no game at the table.</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Nothing has been played yet.</translation>
    </message>
    <message>
        <source>Reading keys:</source>
        <translation>Reading keys:</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a line of the table read aloud: %1 a player's name, %2 their status</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (playable)</source>
        <translation>%1 (playable)</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (chosen)</translation>
    </message>
    <message>
        <source>You are watching: you hold no cards.</source>
        <translation>You are watching: you hold no cards.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Your hand is empty.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s).</source>
        <translation>
            <numerusform>Your hand: %n card.</numerusform>
            <numerusform>Your hand: %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 of %2: %3</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>On the table:</translation>
    </message>
    <message>
        <source>You can choose, with Tab and Enter:</source>
        <translation>You can choose, with Tab and Enter:</translation>
    </message>
    <message>
        <source>Buttons below the table:</source>
        <translation>Buttons below the table:</translation>
    </message>
    <message>
        <source>%1, key %2</source>
        <translation>%1, key %2</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <source>Host a t&amp;able…</source>
        <translation>Host a t&amp;able…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Join a table…</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>Guest %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Host a table</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>Remote</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Hosting</translation>
    </message>
    <message>
        <source>Remote players may ask their computer for hints</source>
        <translation>Remote players may ask their computer for hints</translation>
    </message>
    <message>
        <source>Let computers on the local network join (not only this one)</source>
        <translation>Let computers on the local network join (not only this one)</translation>
    </message>
    <message>
        <source>Port (0: any free port):</source>
        <translation>Port (0: any free port):</translation>
    </message>
    <message>
        <source>Make at least one seat Remote (or start a New Game instead).</source>
        <translation>Make at least one seat Remote (or start a New Game instead).</translation>
    </message>
    <message>
        <source>These links work only on this computer. To play with friends elsewhere, host the table again with “Let computers on the local network join” ticked.</source>
        <translation>These links work only on this computer. To play with friends elsewhere, host the table again with “Let computers on the local network join” ticked.</translation>
    </message>
    <message>
        <source>This address works only on this computer: choose the one your friends can reach you at.</source>
        <translation>This address works only on this computer: choose the one your friends can reach you at.</translation>
    </message>
    <message>
        <source>Join my %1 table: %2</source>
        <translation>Join my %1 table: %2</translation>
    </message>
    <message>
        <source>Copied the invite for seat %1: send it to that friend only.</source>
        <translation>Copied the invite for seat %1: send it to that friend only.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>A computer plays</source>
        <translation>A computer plays</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Away</translation>
    </message>
    <message>
        <source>Waiting to join…</source>
        <translation>Waiting to join…</translation>
    </message>
    <message>
        <source>Address in the links:</source>
        <translation>Address in the links:</translation>
    </message>
    <message>
        <source>The address your friends reach this computer at: the local network's, a VPN's, or type one.</source>
        <translation>The address your friends reach this computer at: the local network's, a VPN's, or type one.</translation>
    </message>
    <message>
        <source>Seat %1: invite link</source>
        <extracomment>a remote seat's invite link box, as a screen reader names it: %1 the seat's number</extracomment>
        <translation>Seat %1: invite link</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Copy link</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Computer plays</translation>
    </message>
    <message>
        <source>A computer plays this seat until you untick it (for a friend who left).</source>
        <translation>A computer plays this seat until you untick it (for a friend who left).</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Waiting for players</translation>
    </message>
    <message>
        <source>Send each friend the invite link of their seat (only to them: the link is their seat). In Soup Table they choose Game → Join a table… and paste it. The game starts when everyone is here; a computer can play a seat nobody takes.</source>
        <translation>Send each friend the invite link of their seat (only to them: the link is their seat). In Soup Table they choose Game → Join a table… and paste it. The game starts when everyone is here; a computer can play a seat nobody takes.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <source>Cannot listen for players on port %1: %2</source>
        <translation>Cannot listen for players on port %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, hosted by %2 (%3): %4</source>
        <translation>%1, hosted by %2 (%3): %4</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connecting…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Join a table</translation>
    </message>
    <message>
        <source>Paste the invite link your host sent you:</source>
        <translation>Paste the invite link your host sent you:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>Tables on your local network (ask their host for the link of your seat: the list has none):</source>
        <translation>Tables on your local network (ask their host for the link of your seat: the list has none):</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Host a table…</translation>
    </message>
    <message>
        <source>Play with friends at other computers: they join with a link</source>
        <translation>Play with friends at other computers: they join with a link</translation>
    </message>
    <message>
        <source>Sit down at a friend's table with the link they sent</source>
        <translation>Sit down at a friend's table with the link they sent</translation>
    </message>
    <message>
        <source>A table you joined: %1, as %2</source>
        <translation>A table you joined: %1, as %2</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Rejoin</translation>
    </message>
    <message>
        <source>Remote seats</source>
        <translation>Remote seats</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Play again</translation>
    </message>
    <message>
        <source>Only the host can start the next game. When they do, this app follows them to it by itself.</source>
        <translation>Only the host can start the next game. When they do, this app follows them to it by itself.</translation>
    </message>
    <message>
        <source>The next game could not be hosted at the same address: send your friends the new links.</source>
        <translation>The next game could not be hosted at the same address: send your friends the new links.</translation>
    </message>
    <message>
        <source>The table is hosted again: the same invite links work.</source>
        <translation>The table is hosted again: the same invite links work.</translation>
    </message>
    <message>
        <source>The table is hosted again, with new invite links (see Remote seats).</source>
        <translation>The table is hosted again, with new invite links (see Remote seats).</translation>
    </message>
    <message>
        <source>The host starts the next game: joining it…</source>
        <translation>The host starts the next game: joining it…</translation>
    </message>
    <message>
        <source>Remote table</source>
        <translation>Remote table</translation>
    </message>
    <message>
        <source>A computer plays for %1 while they are away.</source>
        <translation>A computer plays for %1 while they are away.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 is back at the table.</translation>
    </message>
    <message>
        <source>%1 left the table: their seat waits for them.</source>
        <translation>%1 left the table: their seat waits for them.</translation>
    </message>
    <message>
        <source>The host did not understand a message from this app.</source>
        <translation>The host did not understand a message from this app.</translation>
    </message>
    <message>
        <source>A message was too large for the host.</source>
        <translation>A message was too large for the host.</translation>
    </message>
    <message>
        <source>The host uses another version of Soup Table. Please update the app (both of you).</source>
        <translation>The host uses another version of Soup Table. Please update the app (both of you).</translation>
    </message>
    <message>
        <source>This invite link is not valid for the table (or the table has closed).</source>
        <translation>This invite link is not valid for the table (or the table has closed).</translation>
    </message>
    <message>
        <source>The host did not hear this app say hello.</source>
        <translation>The host did not hear this app say hello.</translation>
    </message>
    <message>
        <source>This app is already at the table.</source>
        <translation>This app is already at the table.</translation>
    </message>
    <message>
        <source>The host refused a move for another seat.</source>
        <translation>The host refused a move for another seat.</translation>
    </message>
    <message>
        <source>The table had already moved on: look again and choose.</source>
        <translation>The table had already moved on: look again and choose.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>The host has not started the game yet.</source>
        <translation>The host has not started the game yet.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>The rules do not allow that now.</translation>
    </message>
    <message>
        <source>Something went wrong at the host: that move was not made.</source>
        <translation>Something went wrong at the host: that move was not made.</translation>
    </message>
    <message>
        <source>Too many messages: the host disconnected this app.</source>
        <translation>Too many messages: the host disconnected this app.</translation>
    </message>
    <message>
        <source>Your seat was taken by another connection with the same invite link.</source>
        <translation>Your seat was taken by another connection with the same invite link.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>The host closed the table.</translation>
    </message>
    <message>
        <source>The host cannot be reached. Check the link and that the host is still running.</source>
        <translation>The host cannot be reached. Check the link and that the host is still running.</translation>
    </message>
    <message>
        <source>The host plays other rules of this game. Please update the app (both of you).</source>
        <translation>The host plays other rules of this game. Please update the app (both of you).</translation>
    </message>
    <message>
        <source>This version of Soup Table does not have the host's game. Please update the app.</source>
        <translation>This version of Soup Table does not have the host's game. Please update the app.</translation>
    </message>
    <message>
        <source>This is not an invite link. It looks like souptable://HOST:PORT/CODE?fp=…</source>
        <translation>This is not an invite link. It looks like souptable://HOST:PORT/CODE?fp=…</translation>
    </message>
    <message>
        <source>This invite link is from an older version of Soup Table: ask the host for a new link.</source>
        <translation>This invite link is from an older version of Soup Table: ask the host for a new link.</translation>
    </message>
    <message>
        <source>The computer at this address is not the host who sent the link (its certificate differs), so this app did not give it your seat's code. Ask the host for a new link.</source>
        <translation>The computer at this address is not the host who sent the link (its certificate differs), so this app did not give it your seat's code. Ask the host for a new link.</translation>
    </message>
    <message>
        <source>The host stopped the table for now and keeps it: this app reconnects when the host is back.</source>
        <translation>The host stopped the table for now and keeps it: this app reconnects when the host is back.</translation>
    </message>
    <message>
        <source>The host refused that (%1).</source>
        <translation>The host refused that (%1).</translation>
    </message>
    <message>
        <source>Not connected to the host: choose again when the table is back.</source>
        <translation>Not connected to the host: choose again when the table is back.</translation>
    </message>
    <message>
        <source>Undo is not available at a remote table.</source>
        <translation>Undo is not available at a remote table.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: trying again…</source>
        <translation>The connection to the host was lost: trying again…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Back at the table.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Repla&amp;y a saved game…</source>
        <translation>Repla&amp;y a saved game…</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Replay: %1</translation>
    </message>
    <message>
        <source>Move of the game</source>
        <extracomment>the replay's slider, as a screen reader names it</extracomment>
        <translation>Move of the game</translation>
    </message>
    <message>
        <source>The game is over: every hand lies open.</source>
        <translation>The game is over: every hand lies open.</translation>
    </message>
    <message>
        <source>The game is not finished: only what everyone at the table sees.</source>
        <translation>The game is not finished: only what everyone at the table sees.</translation>
    </message>
    <message>
        <source>|◀ F&amp;irst</source>
        <translation>|◀ F&amp;irst</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Back</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Forward ▶</translation>
    </message>
    <message>
        <source>&amp;Last ▶|</source>
        <translation>&amp;Last ▶|</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>where the replay is: %1 this step, %2 the number of moves in the game</extracomment>
        <translation>Step %1 of %2</translation>
    </message>
    <message>
        <source>The cards are dealt; nobody has moved yet.</source>
        <translation>The cards are dealt; nobody has moved yet.</translation>
    </message>
    <message>
        <source>%1 decides.</source>
        <extracomment>a replay's step that shows nothing public; %1 the player</extracomment>
        <translation>%1 decides.</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Replay a saved game</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Cannot replay the game</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>&amp;Last results…</source>
        <translation>&amp;Last results…</translation>
    </message>
    <message>
        <source>%1 share the win. %2: %3 each.</source>
        <extracomment>%1 the winners ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score</extracomment>
        <translation>%1 share the win. %2: %3 each.</translation>
    </message>
    <message>
        <source>%1 wins on the tie-break. %2: %3, the same as %4.</source>
        <extracomment>%1 the winner, %2 what the score measures, %3 the score, %4 who had the same score</extracomment>
        <translation>%1 wins on the tie-break. %2: %3, the same as %4.</translation>
    </message>
    <message>
        <source>%1 wins. %2: %3.</source>
        <translation>%1 wins. %2: %3.</translation>
    </message>
    <message>
        <source>%1 wins. %2: %3, then %4 with %5.</source>
        <extracomment>%1 the winner, %2 what the score measures, %3 the winner's score, %4 second place, %5 their score</extracomment>
        <translation>%1 wins. %2: %3, then %4 with %5.</translation>
    </message>
    <message>
        <source>After this round %1 share the lead. %2: %3 each.</source>
        <extracomment>after a round: %1 the leaders ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score</extracomment>
        <translation>After this round %1 share the lead. %2: %3 each.</translation>
    </message>
    <message>
        <source>After this round %1 leads on the tie-break. %2: %3, the same as %4.</source>
        <extracomment>after a round: %1 the leader, %2 what the score measures, %3 the score, %4 who has the same score</extracomment>
        <translation>After this round %1 leads on the tie-break. %2: %3, the same as %4.</translation>
    </message>
    <message>
        <source>After this round %1 leads. %2: %3.</source>
        <translation>After this round %1 leads. %2: %3.</translation>
    </message>
    <message>
        <source>After this round %1 leads. %2: %3, then %4 with %5.</source>
        <extracomment>after a round: %1 the leader, %2 what the score measures, %3 the leader's score, %4 second place, %5 their score</extracomment>
        <translation>After this round %1 leads. %2: %3, then %4 with %5.</translation>
    </message>
    <message>
        <source>%1: final standings</source>
        <translation>%1: final standings</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Play again</translation>
    </message>
    <message>
        <source>The same seats, a new deal</source>
        <translation>The same seats, a new deal</translation>
    </message>
    <message>
        <source>&amp;Rematch, seats rotated</source>
        <translation>&amp;Rematch, seats rotated</translation>
    </message>
    <message>
        <source>Everyone moves one seat on, then a new deal</source>
        <translation>Everyone moves one seat on, then a new deal</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>Repla&amp;y…</translation>
    </message>
    <message>
        <source>This game again, move by move, every hand open</source>
        <translation>This game again, move by move, every hand open</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Revie&amp;w…</source>
        <translation>Revie&amp;w…</translation>
    </message>
    <message>
        <source>Review a sa&amp;ved game…</source>
        <translation>Review a sa&amp;ved game…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Review: %1</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <source>Whose decisions to review.</source>
        <translation>Whose decisions to review.</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v of %m decisions</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>This decision</source>
        <extracomment>the review's text on the decision shown (the move made, the suggestion, the verdict)</extracomment>
        <translation>This decision</translation>
    </message>
    <message>
        <source>The whole game</source>
        <extracomment>the review's text on the whole game</extracomment>
        <translation>The whole game</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Stop</translation>
    </message>
    <message>
        <source>Review &amp;again</source>
        <translation>Review &amp;again</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Review</translation>
    </message>
    <message>
        <source>Stop the review.</source>
        <translation>Stop the review.</translation>
    </message>
    <message>
        <source>Review this player's decisions now.</source>
        <translation>Review this player's decisions now.</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>Not reviewed yet.</translation>
    </message>
    <message>
        <source>Reviewing: the hard computer player searches each decision again from what this player saw then. You can go on playing meanwhile.</source>
        <translation>Reviewing: the hard computer player searches each decision again from what this player saw then. You can go on playing meanwhile.</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Review stopped.</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>The review failed: %1</translation>
    </message>
    <message>
        <source>Review finished and saved with the game.</source>
        <translation>Review finished and saved with the game.</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Review finished.</translation>
    </message>
    <message>
        <source>The review saved with this game.</source>
        <translation>The review saved with this game.</translation>
    </message>
    <message>
        <source>Review finished, but it could not be saved: %1</source>
        <translation>Review finished, but it could not be saved: %1</translation>
    </message>
    <message>
        <source>Nothing to review: this player never had a choice to make.</source>
        <translation>Nothing to review: this player never had a choice to make.</translation>
    </message>
    <message>
        <source>(percentage points of win chance)</source>
        <extracomment>after the cost classes' ranges ("small &lt; 5 costly 5–15 …"): what the numbers count</extracomment>
        <translation>(percentage points of win chance)</translation>
    </message>
    <message>
        <source>Cost of a decision: how much higher the win chance of the best move was than that of the move made. &lt;b&gt;none&lt;/b&gt; — within the noise or under %1 percentage point; &lt;b&gt;small&lt;/b&gt; — under %2; &lt;b&gt;costly&lt;/b&gt; — %2 to %3; &lt;b&gt;blunder&lt;/b&gt; — %3 percentage points or more. ± is a 95% interval over the simulations.</source>
        <translation>Cost of a decision: how much higher the win chance of the best move was than that of the move made. &lt;b&gt;none&lt;/b&gt; — within the noise or under %1 percentage point; &lt;b&gt;small&lt;/b&gt; — under %2; &lt;b&gt;costly&lt;/b&gt; — %2 to %3; &lt;b&gt;blunder&lt;/b&gt; — %3 percentage points or more. ± is a 95% interval over the simulations.</translation>
    </message>
    <message>
        <source>In this game the hard computer player also counts the place: a win is worth ¾, finishing ahead of each other player the other ¼. The chances shown are on that scale.</source>
        <translation>In this game the hard computer player also counts the place: a win is worth ¾, finishing ahead of each other player the other ¼. The chances shown are on that scale.</translation>
    </message>
    <message>
        <source>move %1: %2 instead of %3, %4</source>
        <extracomment>one of the costliest decisions: %1 the move's number, %2 the win chance of the move made, %3 that of the best move, %4 the cost class ("move 12: 38% instead of 52%, costly")</extracomment>
        <translation>move %1: %2 instead of %3, %4</translation>
    </message>
    <message>
        <source>Your win chance went from %1 at the start to %2 at the end.</source>
        <extracomment>%1 the fair share at the start (e.g. 33%), %2 the outcome (100% a win, 0% a loss)</extracomment>
        <translation>Your win chance went from %1 at the start to %2 at the end.</translation>
    </message>
    <message>
        <source>Of what moved it, about %1 came from your choices and %2 from the cards and the other players' moves.</source>
        <extracomment>%1 and %2 are percentages that add up to 100%</extracomment>
        <translation>Of what moved it, about %1 came from your choices and %2 from the cards and the other players' moves.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Summary</translation>
    </message>
    <message>
        <source>%1 decisions weighed: %2 none, %3 small, %4 costly, %5 blunder.</source>
        <translation>%1 decisions weighed: %2 none, %3 small, %4 costly, %5 blunder.</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>The costliest decisions:</translation>
    </message>
    <message>
        <source>No decision cost anything beyond the noise.</source>
        <translation>No decision cost anything beyond the noise.</translation>
    </message>
    <message>
        <source>The game is not finished: there is no outcome to weigh luck against.</source>
        <translation>The game is not finished: there is no outcome to weigh luck against.</translation>
    </message>
    <message>
        <source>Play decided this game: the choices moved the chance more than the cards did.</source>
        <translation>Play decided this game: the choices moved the chance more than the cards did.</translation>
    </message>
    <message>
        <source>Luck decided this game: the cards and the others' moves moved the chance more than the choices did.</source>
        <translation>Luck decided this game: the cards and the others' moves moved the chance more than the choices did.</translation>
    </message>
    <message>
        <source>Luck and play both decided this game.</source>
        <translation>Luck and play both decided this game.</translation>
    </message>
    <message>
        <source>%1 ± %2 (%3 simulations)</source>
        <translation>%1 ± %2 (%3 simulations)</translation>
    </message>
    <message>
        <source>Choose a decision on the timeline.</source>
        <translation>Choose a decision on the timeline.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Move %1 of %2</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Played:</translation>
    </message>
    <message>
        <source>Every other move plays the same here: nothing to compare.</source>
        <translation>Every other move plays the same here: nothing to compare.</translation>
    </message>
    <message>
        <source>Suggested:</source>
        <translation>Suggested:</translation>
    </message>
    <message>
        <source>Best alternative:</source>
        <translation>Best alternative:</translation>
    </message>
    <message>
        <source>The suggested move wins more often: %1 instead of %2. Cost: %3.</source>
        <extracomment>%1 the win chance of the suggested move, %2 of the move made, %3 the cost class</extracomment>
        <translation>The suggested move wins more often: %1 instead of %2. Cost: %3.</translation>
    </message>
    <message>
        <source>About equal: %1 against %2 is within the noise.</source>
        <extracomment>%1 the win chance of the move made, %2 of the best alternative</extracomment>
        <translation>About equal: %1 against %2 is within the noise.</translation>
    </message>
    <message>
        <source>Your move was the best the search found.</source>
        <translation>Your move was the best the search found.</translation>
    </message>
    <message>
        <source>The review opens when the game is over.</source>
        <translation>The review opens when the game is over.</translation>
    </message>
    <message>
        <source>The review cannot be saved: %1</source>
        <translation>The review cannot be saved: %1</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Review a saved game</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable *.json)</source>
        <translation>Soup Table games (*.souptable *.json)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Cannot review the game</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>small</source>
        <translation>small</translation>
    </message>
    <message>
        <source>costly</source>
        <translation>costly</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <source>Timeline of your decisions</source>
        <translation>Timeline of your decisions</translation>
    </message>
    <message>
        <source>Click a mark, or use the arrow keys, to see that decision.</source>
        <translation>Click a mark, or use the arrow keys, to see that decision.</translation>
    </message>
    <message>
        <source>Move %1: cost %2</source>
        <translation>Move %1: cost %2</translation>
    </message>
</context>
<context>
    <name>Salty</name>
    <message>
        <source>Salt</source>
        <translation>Salt</translation>
    </message>
    <message>
        <source>Shoyu</source>
        <extracomment>the second-saltiest seasoning: "Shoyu" in the English rulebook, ソース in the Japanese edition (use ソース)</extracomment>
        <translation>Shoyu</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>Ketchup</translation>
    </message>
    <message>
        <source>Mayonnaise</source>
        <translation>Mayonnaise</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seasoning card's name: %1 the seasoning, %2 its value ("Shoyu 3.5"; German writes 3,5)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Tomato</source>
        <translation>Tomato</translation>
    </message>
    <message>
        <source>Fried Egg</source>
        <translation>Fried Egg</translation>
    </message>
    <message>
        <source>Karaage</source>
        <translation>Karaage</translation>
    </message>
    <message>
        <source>French Fries</source>
        <translation>French Fries</translation>
    </message>
    <message>
        <source>Okonomiyaki</source>
        <translation>Okonomiyaki</translation>
    </message>
    <message>
        <source>Hamburg Steak</source>
        <translation>Hamburg Steak</translation>
    </message>
    <message>
        <source>%1 (front)</source>
        <extracomment>a food card lying on its front (its plates are the bet): %1 the food</extracomment>
        <translation>%1 (front)</translation>
    </message>
    <message>
        <source>%1 (back)</source>
        <extracomment>a food card lying on its back (a bet of 0 cubes): %1 the food</extracomment>
        <translation>%1 (back)</translation>
    </message>
    <message>
        <source>%1 (side hidden)</source>
        <extracomment>a food card whose side is not known yet: %1 the food</extracomment>
        <translation>%1 (side hidden)</translation>
    </message>
    <message>
        <source>The previous player played %1 and you hold %1: you must play a %1 card.</source>
        <translation>The previous player played %1 and you hold %1: you must play a %1 card.</translation>
    </message>
    <message>
        <source>First choose a food card.</source>
        <translation>First choose a food card.</translation>
    </message>
    <message>
        <source>First choose the side of your food card: your bet.</source>
        <translation>First choose the side of your food card: your bet.</translation>
    </message>
    <message>
        <source>Before the meal, discard exactly two seasoning cards.</source>
        <translation>Before the meal, discard exactly two seasoning cards.</translation>
    </message>
    <message>
        <source>That food card has already been taken.</source>
        <translation>That food card has already been taken.</translation>
    </message>
    <message>
        <source>There is no such food card.</source>
        <translation>There is no such food card.</translation>
    </message>
    <message>
        <source>A food card has only a front and a back.</source>
        <translation>A food card has only a front and a back.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>Choose two cards to discard.</source>
        <translation>Choose two cards to discard.</translation>
    </message>
</context>
<context>
    <name>SaltyBoard</name>
    <message>
        <source>Seasoning shelf</source>
        <translation>Seasoning shelf</translation>
    </message>
    <message>
        <source>Seasoning bag: %1 cubes</source>
        <translation>Seasoning bag: %1 cubes</translation>
    </message>
    <message>
        <source>Set aside:</source>
        <translation>Set aside:</translation>
    </message>
    <message>
        <source>Total %1 · cards won %2</source>
        <extracomment>a seat's status line: %1 its total score, %2 how many seasoning cards it has won</extracomment>
        <translation>Total %1 · cards won %2</translation>
    </message>
    <message>
        <source>Last Player</source>
        <extracomment>added to a seat's status line: this player is the Last Player (ラストプレイヤー)</extracomment>
        <translation>Last Player</translation>
    </message>
    <message>
        <source>has no %1</source>
        <extracomment>added to a seat's status line: the seasonings this player is known to lack ("has no Salt, Ketchup")</extracomment>
        <translation>has no %1</translation>
    </message>
    <message numerus="yes">
        <source>Face-down card — %1's hand (%n card(s))</source>
        <translation>
            <numerusform>Face-down card — %1's hand (%n card)</numerusform>
            <numerusform>Face-down card — %1's hand (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your discard: %1</source>
        <translation>Your discard: %1</translation>
    </message>
    <message>
        <source>outside (−10 each):</source>
        <extracomment>a label beside a food card: the cubes that did not fit on its plates</extracomment>
        <translation>outside (−10 each):</translation>
    </message>
    <message>
        <source>bet 0: win no cube</source>
        <extracomment>a label on a food card lying on its back: the player bet 0 cubes</extracomment>
        <translation>bet 0: win no cube</translation>
    </message>
    <message>
        <source>%1: %2 cubes on the shelf</source>
        <translation>%1: %2 cubes on the shelf</translation>
    </message>
    <message>
        <source>Food cards: each player takes one</source>
        <translation>Food cards: each player takes one</translation>
    </message>
    <message>
        <source>follow: %1</source>
        <translation>follow: %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Last round</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 played %2</translation>
    </message>
    <message>
        <source>%1 won (main: %2; salt %3)</source>
        <extracomment>under the last round's cards: %1 the winner, %2 the main seasoning(s), %3 the salt cubes then</extracomment>
        <translation>%1 won (main: %2; salt %3)</translation>
    </message>
    <message>
        <source>To play a card, click it in your hand or drag it here into the round.</source>
        <translation>To play a card, click it in your hand or drag it here into the round.</translation>
    </message>
    <message>
        <source>To play a card, drag it into the round (or just click it).</source>
        <translation>To play a card, drag it into the round (or just click it).</translation>
    </message>
    <message>
        <source>To discard a card, drag it onto your discard pile (or click two cards, then Discard).</source>
        <translation>To discard a card, drag it onto your discard pile (or click two cards, then Discard).</translation>
    </message>
    <message>
        <source>To take a food card, click it (or drag it out of the middle).</source>
        <translation>To take a food card, click it (or drag it out of the middle).</translation>
    </message>
    <message>
        <source>Meal %1 of %2</source>
        <translation>Meal %1 of %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Salt cubes on the shelf: %1</source>
        <translation>Salt cubes on the shelf: %1</translation>
    </message>
    <message>
        <source>Cards closest to %1 win</source>
        <extracomment>the rule under the salt count: %1 is the number of salt cubes on the shelf</extracomment>
        <translation>Cards closest to %1 win</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>%1 (seasoning card)</source>
        <translation>%1 (seasoning card)</translation>
    </message>
    <message>
        <source>Winning a round with it takes a %1 cube from the shelf (%2 there now).</source>
        <translation>Winning a round with it takes a %1 cube from the shelf (%2 there now).</translation>
    </message>
    <message>
        <source>Of the main seasoning, the card closest to the salt cubes on the shelf (%1) wins; then the lower value, then the saltier seasoning.</source>
        <translation>Of the main seasoning, the card closest to the salt cubes on the shelf (%1) wins; then the lower value, then the saltier seasoning.</translation>
    </message>
    <message>
        <source>%1 — set aside face up: not in play in this meal</source>
        <translation>%1 — set aside face up: not in play in this meal</translation>
    </message>
    <message>
        <source>Face-down card — %1's discard pile</source>
        <translation>Face-down card — %1's discard pile</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plate(s), accuracy bonus %2 per cube, max %3</source>
        <translation>
            <numerusform>%1: %n plate, accuracy bonus %2 per cube, max %3</numerusform>
            <numerusform>%1: %n plates, accuracy bonus %2 per cube, max %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Each cube on a plate: %1 points; each cube outside: %2.</source>
        <translation>Each cube on a plate: %1 points; each cube outside: %2.</translation>
    </message>
    <message>
        <source>Variety bonus: %1 points per colour on the plates.</source>
        <translation>Variety bonus: %1 points per colour on the plates.</translation>
    </message>
    <message>
        <source>Back: bet 0. No cube won: %1 points × the players who bet 0. Each cube won: %2.</source>
        <translation>Back: bet 0. No cube won: %1 points × the players who bet 0. Each cube won: %2.</translation>
    </message>
    <message>
        <source>Its back is a bet of 0.</source>
        <translation>Its back is a bet of 0.</translation>
    </message>
    <message>
        <source>Front: bet %1</source>
        <translation>Front: bet %1</translation>
    </message>
    <message>
        <source>%1 — side chosen, hidden until all have chosen</source>
        <translation>%1 — side chosen, hidden until all have chosen</translation>
    </message>
    <message>
        <source>%1 — side not chosen yet</source>
        <translation>%1 — side not chosen yet</translation>
    </message>
    <message>
        <source>%1, front: bet %2</source>
        <translation>%1, front: bet %2</translation>
    </message>
    <message>
        <source>%1, back: bet %2</source>
        <translation>%1, back: bet %2</translation>
    </message>
    <message>
        <source>A plate on %1's food card: it takes one cube (%2 points).</source>
        <translation>A plate on %1's food card: it takes one cube (%2 points).</translation>
    </message>
    <message>
        <source>%1 cube on a plate: %2 points</source>
        <translation>%1 cube on a plate: %2 points</translation>
    </message>
    <message>
        <source>%1 cube outside the plates: %2 points</source>
        <translation>%1 cube outside the plates: %2 points</translation>
    </message>
    <message>
        <source>The number of salt cubes (%1) is the reference number of every round.</source>
        <translation>The number of salt cubes (%1) is the reference number of every round.</translation>
    </message>
    <message>
        <source>The round: each player plays one card. You must play the seasoning of the previous player's card if you can.</source>
        <translation>The round: each player plays one card. You must play the seasoning of the previous player's card if you can.</translation>
    </message>
    <message>
        <source>Your discard pile: choose two cards (click them or drag them here); they are discarded face down.</source>
        <translation>Your discard pile: choose two cards (click them or drag them here); they are discarded face down.</translation>
    </message>
    <message>
        <source>Back: bet 0</source>
        <translation>Back: bet 0</translation>
    </message>
    <message>
        <source>Discard (%1/2)</source>
        <extracomment>a button: discard the two chosen cards; %1 of 2 are chosen so far</extracomment>
        <translation>Discard (%1/2)</translation>
    </message>
    <message>
        <source>Choose a food card: its plates are the cubes you will bet on.</source>
        <translation>Choose a food card: its plates are the cubes you will bet on.</translation>
    </message>
    <message>
        <source>Choose your bet: the front (the plates) or the back (0 cubes). The others see it when all have chosen.</source>
        <translation>Choose your bet: the front (the plates) or the back (0 cubes). The others see it when all have chosen.</translation>
    </message>
    <message>
        <source>Before the meal: choose two seasoning cards to discard face down.</source>
        <translation>Before the meal: choose two seasoning cards to discard face down.</translation>
    </message>
    <message>
        <source>Play a card: follow %1 if you can.</source>
        <translation>Play a card: follow %1 if you can.</translation>
    </message>
    <message>
        <source>You lead this round: play any card.</source>
        <translation>You lead this round: play any card.</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>take %1</translation>
    </message>
    <message>
        <source>bet with the front</source>
        <translation>bet with the front</translation>
    </message>
    <message>
        <source>bet with the back (0 cubes)</source>
        <translation>bet with the back (0 cubes)</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>discard %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>play %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Ties: the higher score in the last meal wins; otherwise the win is shared.</source>
        <translation>Ties: the higher score in the last meal wins; otherwise the win is shared.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Food</source>
        <extracomment>column heading of the score table: the player's food card (keep it short)</extracomment>
        <translation>Food</translation>
    </message>
    <message>
        <source>Bet</source>
        <extracomment>column heading of the score table: how many cubes the player bet on (予想; keep it short)
----------
a row of the meal's score sheet: the cubes bet on</extracomment>
        <translation>Bet</translation>
    </message>
    <message>
        <source>Cubes</source>
        <extracomment>column heading of the score table: seasoning cubes won this meal (keep it short)</extracomment>
        <translation>Cubes</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>column heading of the score table: the total score of the game so far
----------
a row of the meal's score sheet: the total score after this meal</extracomment>
        <translation>Total</translation>
    </message>
    <message>
        <source>Meal %1 begins. Last Player: %2; First Player: %3.</source>
        <translation>Meal %1 begins. Last Player: %2; First Player: %3.</translation>
    </message>
    <message>
        <source>You bet with the front of your food card.</source>
        <translation>You bet with the front of your food card.</translation>
    </message>
    <message>
        <source>You bet with the back of your food card: 0 cubes.</source>
        <translation>You bet with the back of your food card: 0 cubes.</translation>
    </message>
    <message>
        <source>Bets revealed: %1.</source>
        <extracomment>%1 lists every player's bet ("P1: bet 3, P2: bet 0")</extracomment>
        <translation>Bets revealed: %1.</translation>
    </message>
    <message>
        <source>%1 wins the round with %2 and takes a %3 cube.</source>
        <translation>%1 wins the round with %2 and takes a %3 cube.</translation>
    </message>
    <message>
        <source>%1 wins the round with %2; no cube of that seasoning is left.</source>
        <translation>%1 wins the round with %2; no cube of that seasoning is left.</translation>
    </message>
    <message>
        <source>Still tied for the next Last Player: %1. Drawn at random: %2.</source>
        <translation>Still tied for the next Last Player: %1. Drawn at random: %2.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 takes %2.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 plays %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one seasoning on the shelf at the start of a meal: %1 the seasoning, %2 its cubes</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Shelf at the start: %1</source>
        <translation>Shelf at the start: %1</translation>
    </message>
    <message>
        <source>%1 has chosen a side.</source>
        <translation>%1 has chosen a side.</translation>
    </message>
    <message>
        <source>%1: bet %2</source>
        <extracomment>one bet in the list of revealed bets: %1 the player, %2 the cubes bet</extracomment>
        <translation>%1: bet %2</translation>
    </message>
    <message>
        <source>Meal %1 is scored.</source>
        <translation>Meal %1 is scored.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Meal %1</source>
        <translation>Meal %1</translation>
    </message>
    <message>
        <source>Players who bet 0: %1</source>
        <translation>Players who bet 0: %1</translation>
    </message>
    <message>
        <source>Food card</source>
        <extracomment>a row of the meal's score sheet: the food card and its side</extracomment>
        <translation>Food card</translation>
    </message>
    <message>
        <source>On plates</source>
        <extracomment>a row of the meal's score sheet: the cubes won that lie on the plates</extracomment>
        <translation>On plates</translation>
    </message>
    <message>
        <source>Outside</source>
        <extracomment>a row of the meal's score sheet: the cubes won that did not fit on the plates</extracomment>
        <translation>Outside</translation>
    </message>
    <message>
        <source>Plates</source>
        <extracomment>a row of the meal's score sheet: points for the cubes on plates</extracomment>
        <translation>Plates</translation>
    </message>
    <message>
        <source>Outside −10</source>
        <extracomment>a row of the meal's score sheet: points lost for the cubes outside (−10 each)</extracomment>
        <translation>Outside −10</translation>
    </message>
    <message>
        <source>Accuracy bonus</source>
        <translation>Accuracy bonus</translation>
    </message>
    <message>
        <source>Variety bonus</source>
        <translation>Variety bonus</translation>
    </message>
    <message>
        <source>Bet 0</source>
        <extracomment>a row of the meal's score sheet: points for a successful bet of 0 cubes</extracomment>
        <translation>Bet 0</translation>
    </message>
    <message>
        <source>Meal</source>
        <extracomment>a row of the meal's score sheet: the points of this meal</extracomment>
        <translation>Meal</translation>
    </message>
    <message>
        <source>A betting game of seasonings: at the start of each meal you choose a food card, predicting how many seasoning cubes you will win (or none at all), then play one card each round. Follow the seasoning of the player just before you if you can; which card wins changes from round to round. One meal per player; the highest total score wins.</source>
        <translation>A betting game of seasonings: at the start of each meal you choose a food card, predicting how many seasoning cubes you will win (or none at all), then play one card each round. Follow the seasoning of the player just before you if you can; which card wins changes from round to round. One meal per player; the highest total score wins.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Start s&amp;creen</source>
        <translation>Start s&amp;creen</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Start a new game?</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Leave the game?</translation>
    </message>
    <message>
        <source>Restart the game?</source>
        <translation>Restart the game?</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Open another game?</translation>
    </message>
    <message>
        <source>Quit Soup Table?</source>
        <translation>Quit Soup Table?</translation>
    </message>
    <message>
        <source>%1 is not finished yet (%2).</source>
        <translation>%1 is not finished yet (%2).</translation>
    </message>
    <message>
        <source>%1 is not finished yet.</source>
        <translation>%1 is not finished yet.</translation>
    </message>
    <message>
        <source>Keep it, and the start screen offers it next time. Or discard it.</source>
        <translation>Keep it, and the start screen offers it next time. Or discard it.</translation>
    </message>
    <message>
        <source>Keep it, and the start screen offers it whenever you like. Or discard it.</source>
        <translation>Keep it, and the start screen offers it whenever you like. Or discard it.</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>&amp;Keep it for later</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Discard it</translation>
    </message>
    <message>
        <source>The game could not be kept</source>
        <translation>The game could not be kept</translation>
    </message>
    <message>
        <source>The game was kept: the start screen offers it.</source>
        <translation>The game was kept: the start screen offers it.</translation>
    </message>
    <message>
        <source>Not autosaved: another unfinished game is in the autosave.</source>
        <translation>Not autosaved: another unfinished game is in the autosave.</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically (%1). If Soup Table closed now, the moves since the last autosave would be lost. Free some disk space; the next move tries again.</source>
        <translation>The game cannot be saved automatically (%1). If Soup Table closed now, the moves since the last autosave would be lost. Free some disk space; the next move tries again.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1). The games of this session are still counted, and saved with the next game that can be.</source>
        <translation>Your statistics could not be saved (%1). The games of this session are still counted, and saved with the next game that can be.</translation>
    </message>
    <message>
        <source>Your statistics file cannot be read (%1), so it was left as it is. The games of this session are counted, and added to it as soon as it can be read again.</source>
        <translation>Your statistics file cannot be read (%1), so it was left as it is. The games of this session are counted, and added to it as soon as it can be read again.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to %1. They apply until Soup Table is closed.</source>
        <translation>Your settings could not be saved to %1. They apply until Soup Table is closed.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Not saved</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 with %2</translation>
    </message>
    <message>
        <source>last played %1</source>
        <translation>last played %1</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>today at %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>yesterday at %1</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>Discard the game?</translation>
    </message>
    <message>
        <source>A discarded game cannot be resumed.</source>
        <translation>A discarded game cannot be resumed.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Saved to %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Follow the system</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Strict: only until something hidden is revealed</source>
        <translation>Strict: only until something hidden is revealed</translation>
    </message>
    <message>
        <source>Relaxed: always (casual play)</source>
        <translation>Relaxed: always (casual play)</translation>
    </message>
    <message>
        <source>Plain background, strong frames, bold text</source>
        <translation>Plain background, strong frames, bold text</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Everything</translation>
    </message>
    <message>
        <source>My turn and summaries</source>
        <translation>My turn and summaries</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nothing</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animation speed:</translation>
    </message>
    <message>
        <source>Think time of the hard computer player:</source>
        <translation>Think time of the hard computer player:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Undo:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Card size:</translation>
    </message>
    <message>
        <source>High contrast table:</source>
        <translation>High contrast table:</translation>
    </message>
    <message>
        <source>Table text size:</source>
        <translation>Table text size:</translation>
    </message>
    <message>
        <source>Screen reader says:</source>
        <translation>Screen reader says:</translation>
    </message>
</context>
<context>
    <name>Soupmeng</name>
    <message>
        <source>Shoyu</source>
        <translation>Shoyu</translation>
    </message>
    <message>
        <source>Miso</source>
        <translation>Miso</translation>
    </message>
    <message>
        <source>Shio</source>
        <translation>Shio</translation>
    </message>
    <message>
        <source>Tonkotsu</source>
        <translation>Tonkotsu</translation>
    </message>
    <message>
        <source>Thin noodles</source>
        <translation>Thin noodles</translation>
    </message>
    <message>
        <source>Medium noodles</source>
        <translation>Medium noodles</translation>
    </message>
    <message>
        <source>Thick noodles</source>
        <translation>Thick noodles</translation>
    </message>
    <message>
        <source>Chashu</source>
        <translation>Chashu</translation>
    </message>
    <message>
        <source>Seasoned egg</source>
        <translation>Seasoned egg</translation>
    </message>
    <message>
        <source>Naruto</source>
        <translation>Naruto</translation>
    </message>
    <message>
        <source>Menma</source>
        <translation>Menma</translation>
    </message>
    <message>
        <source>Green onion</source>
        <translation>Green onion</translation>
    </message>
    <message>
        <source>Nori</source>
        <translation>Nori</translation>
    </message>
    <message>
        <source>Bean sprouts</source>
        <translation>Bean sprouts</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Corn</translation>
    </message>
    <message>
        <source>Swap card</source>
        <translation>Swap card</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>soup</translation>
    </message>
    <message>
        <source>noodles</source>
        <translation>noodles</translation>
    </message>
    <message>
        <source>topping</source>
        <translation>topping</translation>
    </message>
    <message>
        <source>swap card</source>
        <translation>swap card</translation>
    </message>
    <message>
        <source>Sapporo Miso</source>
        <translation>Sapporo Miso</translation>
    </message>
    <message>
        <source>Hakata Tonkotsu</source>
        <translation>Hakata Tonkotsu</translation>
    </message>
    <message>
        <source>Tokyo Shoyu</source>
        <translation>Tokyo Shoyu</translation>
    </message>
    <message>
        <source>Shio Ramen</source>
        <translation>Shio Ramen</translation>
    </message>
    <message>
        <source>Chashu Men</source>
        <extracomment>a bonus card's name, as the English rulebook prints it (チャーシュー麺)</extracomment>
        <translation>Chashu Men</translation>
    </message>
    <message>
        <source>Everything On It</source>
        <extracomment>a bonus card's name, as the English rulebook prints it (全部のせ)</extracomment>
        <translation>Everything On It</translation>
    </message>
    <message numerus="yes">
        <source>%n different topping(s)</source>
        <translation>
            <numerusform>%n different topping</numerusform>
            <numerusform>%n different toppings</numerusform>
        </translation>
    </message>
    <message>
        <source>Order up!</source>
        <translation>Order up!</translation>
    </message>
    <message>
        <source>any soup</source>
        <translation>any soup</translation>
    </message>
    <message>
        <source>any noodles</source>
        <translation>any noodles</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a bonus card's condition: %1 copies of the topping %2 ("2 × Chashu")</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>the separator between the parts of a bonus card's condition ("Miso + Thick noodles + Corn")</extracomment>
        <translation> + </translation>
    </message>
    <message>
        <source>A player finished all their bowls.</source>
        <translation>A player finished all their bowls.</translation>
    </message>
    <message>
        <source>The last card of the draw pile was drawn.</source>
        <translation>The last card of the draw pile was drawn.</translation>
    </message>
    <message>
        <source>First draw a card from the draw pile, or finish a bowl with Order up!.</source>
        <translation>First draw a card from the draw pile, or finish a bowl with Order up!.</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>The draw pile is empty.</translation>
    </message>
    <message>
        <source>There is no such bowl.</source>
        <translation>There is no such bowl.</translation>
    </message>
    <message>
        <source>That bowl is finished (Order up!): nothing can be added or swapped until the end.</source>
        <translation>That bowl is finished (Order up!): nothing can be added or swapped until the end.</translation>
    </message>
    <message>
        <source>That bowl needs a soup before it can be finished.</source>
        <translation>That bowl needs a soup before it can be finished.</translation>
    </message>
    <message>
        <source>That bowl needs noodles before it can be finished.</source>
        <translation>That bowl needs noodles before it can be finished.</translation>
    </message>
    <message numerus="yes">
        <source>That bowl needs at least %n topping(s) before it can be finished.</source>
        <translation>
            <numerusform>That bowl needs at least %n topping before it can be finished.</numerusform>
            <numerusform>That bowl needs at least %n toppings before it can be finished.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have drawn already: now put a card into a bowl, play the swap card or discard.</source>
        <translation>You have drawn already: now put a card into a bowl, play the swap card or discard.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>That bowl already has a different soup.</source>
        <translation>That bowl already has a different soup.</translation>
    </message>
    <message>
        <source>That bowl already has different noodles.</source>
        <translation>That bowl already has different noodles.</translation>
    </message>
    <message>
        <source>The swap card does not go into a bowl: play it to exchange two cards.</source>
        <translation>The swap card does not go into a bowl: play it to exchange two cards.</translation>
    </message>
    <message>
        <source>You may discard only when no card in your hand fits into any bowl.</source>
        <translation>You may discard only when no card in your hand fits into any bowl.</translation>
    </message>
    <message>
        <source>You have no swap card.</source>
        <translation>You have no swap card.</translation>
    </message>
    <message>
        <source>Choose a card in another bowl to swap with.</source>
        <translation>Choose a card in another bowl to swap with.</translation>
    </message>
    <message>
        <source>That card is not in that bowl.</source>
        <translation>That card is not in that bowl.</translation>
    </message>
    <message>
        <source>Only cards of the same kind can be swapped: soup for soup, noodles for noodles, topping for topping.</source>
        <translation>Only cards of the same kind can be swapped: soup for soup, noodles for noodles, topping for topping.</translation>
    </message>
    <message>
        <source>Extra soup and extra noodles cannot be swapped.</source>
        <translation>Extra soup and extra noodles cannot be swapped.</translation>
    </message>
    <message>
        <source>Swapping two identical cards would change nothing.</source>
        <translation>Swapping two identical cards would change nothing.</translation>
    </message>
    <message>
        <source>Between two of your own bowls the two cards simply change places.</source>
        <translation>Between two of your own bowls the two cards simply change places.</translation>
    </message>
    <message>
        <source>The card you get does not fit into that bowl.</source>
        <translation>The card you get does not fit into that bowl.</translation>
    </message>
</context>
<context>
    <name>SoupmengBoard</name>
    <message>
        <source>hand %1 · finished %2/%3 · bonus %4 pts</source>
        <extracomment>a seat's status line: %1 cards in hand, %2 of %3 bowls finished, %4 points of bonus cards (keep it short)</extracomment>
        <translation>hand %1 · finished %2/%3 · bonus %4 pts</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 holds %n card</numerusform>
            <numerusform>%1 holds %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Claimed by %1 with bowl %2.</source>
        <translation>Claimed by %1 with bowl %2.</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>written in a bowl's empty soup place</extracomment>
        <translation>Soup</translation>
    </message>
    <message>
        <source>Noodles</source>
        <extracomment>written in a bowl's empty noodles place</extracomment>
        <translation>Noodles</translation>
    </message>
    <message>
        <source>Toppings</source>
        <extracomment>written in a bowl's empty toppings place</extracomment>
        <translation>Toppings</translation>
    </message>
    <message>
        <source>Bowl %1 · %2 pts</source>
        <extracomment>under a bowl: its number and the points in it now (keep it short)</extracomment>
        <translation>Bowl %1 · %2 pts</translation>
    </message>
    <message>
        <source>★%1</source>
        <extracomment>after a bowl's points: the bonus of the lucky topping in it ("★+10")</extracomment>
        <translation>★%1</translation>
    </message>
    <message>
        <source>⚠ next: %1</source>
        <extracomment>a warning on a bowl with 4 toppings: one more and it scores %1 (keep it short)</extracomment>
        <translation>⚠ next: %1</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <extracomment>how far a game of Soup Meng Ramen has got (one round, until the draw pile runs out)</extracomment>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <source>Discard pile (only when no card fits anywhere)</source>
        <translation>Discard pile (only when no card fits anywhere)</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards — the first bowl to meet one claims it</source>
        <translation>Bonus cards — the first bowl to meet one claims it</translation>
    </message>
    <message>
        <source>All bonus cards have been claimed.</source>
        <translation>All bonus cards have been claimed.</translation>
    </message>
    <message>
        <source>Bonus card %1: %2 points. A bowl needs: %3.</source>
        <translation>Bonus card %1: %2 points. A bowl needs: %3.</translation>
    </message>
    <message>
        <source>%1 (%2, %3 points)</source>
        <extracomment>a card's tooltip: %1 its name, %2 its kind (soup, noodles, topping), %3 its points</extracomment>
        <translation>%1 (%2, %3 points)</translation>
    </message>
    <message>
        <source>%1 — put it on a bowl with soup, noodles and at least %2 toppings to finish it.</source>
        <translation>%1 — put it on a bowl with soup, noodles and at least %2 toppings to finish it.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — this bowl is finished: nothing can be added or swapped until the end.</source>
        <translation>%1 — this bowl is finished: nothing can be added or swapped until the end.</translation>
    </message>
    <message>
        <source>%1's bowl %2. Its lucky topping is hidden.</source>
        <translation>%1's bowl %2. Its lucky topping is hidden.</translation>
    </message>
    <message>
        <source>Your bowl %1. Lucky topping: %2 — %3 if it is in this bowl at the end (only you can see it).</source>
        <translation>Your bowl %1. Lucky topping: %2 — %3 if it is in this bowl at the end (only you can see it).</translation>
    </message>
    <message>
        <source>%1's bowl %2. Lucky topping: %3.</source>
        <translation>%1's bowl %2. Lucky topping: %3.</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>a button: draw a card from the draw pile</extracomment>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Order up! bowl %1</source>
        <extracomment>a button: finish bowl %1 with an Order up! card (いっちょあがり！)</extracomment>
        <translation>Order up! bowl %1</translation>
    </message>
    <message>
        <source>Finish bowl %1 with an Order up! card</source>
        <translation>Finish bowl %1 with an Order up! card</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Into bowl %1</source>
        <extracomment>a button: put the chosen card into bowl %1</extracomment>
        <translation>Into bowl %1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>a button: put the card %1 on the discard pile</extracomment>
        <translation>Discard %1</translation>
    </message>
    <message>
        <source>Choose the bowl to finish with Order up!.</source>
        <translation>Choose the bowl to finish with Order up!.</translation>
    </message>
    <message>
        <source>Your turn: draw a card, or finish a glowing bowl with Order up! (then no draw).</source>
        <translation>Your turn: draw a card, or finish a glowing bowl with Order up! (then no draw).</translation>
    </message>
    <message>
        <source>Your turn: finish a glowing bowl with Order up!.</source>
        <translation>Your turn: finish a glowing bowl with Order up!.</translation>
    </message>
    <message>
        <source>Your turn: draw a card from the draw pile.</source>
        <translation>Your turn: draw a card from the draw pile.</translation>
    </message>
    <message>
        <source>Put %1 on the discard pile.</source>
        <translation>Put %1 on the discard pile.</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card to put on the discard pile.</source>
        <translation>No card fits into any bowl: choose a card to put on the discard pile.</translation>
    </message>
    <message>
        <source>You get %1: choose the bowl of yours to put it in.</source>
        <translation>You get %1: choose the bowl of yours to put it in.</translation>
    </message>
    <message>
        <source>Swap: %1 from your bowl %2 for which card? Choose a glowing card of the same kind.</source>
        <translation>Swap: %1 from your bowl %2 for which card? Choose a glowing card of the same kind.</translation>
    </message>
    <message>
        <source>Swap: you take %1. Choose the card of your bowls to give for it.</source>
        <translation>Swap: you take %1. Choose the card of your bowls to give for it.</translation>
    </message>
    <message>
        <source>Swap card: choose a card in one of your bowls, then a card of the same kind in another bowl.</source>
        <translation>Swap card: choose a card in one of your bowls, then a card of the same kind in another bowl.</translation>
    </message>
    <message>
        <source>Put %1 into a glowing bowl — yours or another player's.</source>
        <translation>Put %1 into a glowing bowl — yours or another player's.</translation>
    </message>
    <message>
        <source>start player</source>
        <extracomment>after a seat's name: this player started the game (スタートプレイヤー)</extracomment>
        <translation>start player</translation>
    </message>
    <message>
        <source>%1 toppings: a bowl with %2 or more toppings takes a penalty of %3 at the end (its cards still count).</source>
        <extracomment>a penalty on top of the bowl's card points (they still count): 「具は無制限に入れる事ができますが、 ５枚以上入れた場合－１０ポイントのペナルティとなります」</extracomment>
        <translation>%1 toppings: a bowl with %2 or more toppings takes a penalty of %3 at the end (its cards still count).</translation>
    </message>
    <message>
        <source>One more topping and this bowl takes a penalty of %1 at the end.</source>
        <extracomment>a penalty on top of the bowl's card points: 「５枚以上入れた場合－１０ポイントのペナルティとなります」</extracomment>
        <translation>One more topping and this bowl takes a penalty of %1 at the end.</translation>
    </message>
    <message>
        <source>Yes, Order up! bowl %1</source>
        <extracomment>a button: confirm finishing bowl %1 (nothing can be added to it afterwards)</extracomment>
        <translation>Yes, Order up! bowl %1</translation>
    </message>
    <message>
        <source>Finish bowl %1 with Order up!? Nothing can be added to it or swapped out afterwards: choose it once more to finish it, or press Esc to keep it open.</source>
        <translation>Finish bowl %1 with Order up!? Nothing can be added to it or swapped out afterwards: choose it once more to finish it, or press Esc to keep it open.</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card to put on the discard pile, or play the swap card.</source>
        <translation>No card fits into any bowl: choose a card to put on the discard pile, or play the swap card.</translation>
    </message>
    <message>
        <source>Or put the swap card on the discard pile.</source>
        <translation>Or put the swap card on the discard pile.</translation>
    </message>
    <message>
        <source>Choose a card, then the bowl to put it in (or drag it there); or play the swap card.</source>
        <translation>Choose a card, then the bowl to put it in (or drag it there); or play the swap card.</translation>
    </message>
    <message>
        <source>Choose a card, then the bowl to put it in (or drag it there).</source>
        <translation>Choose a card, then the bowl to put it in (or drag it there).</translation>
    </message>
    <message>
        <source>First choose a card from your hand.</source>
        <translation>First choose a card from your hand.</translation>
    </message>
    <message>
        <source>First draw a card from the draw pile (or finish a bowl).</source>
        <translation>First draw a card from the draw pile (or finish a bowl).</translation>
    </message>
    <message>
        <source>That card fits into no bowl right now.</source>
        <translation>That card fits into no bowl right now.</translation>
    </message>
    <message>
        <source>No swap is possible right now.</source>
        <translation>No swap is possible right now.</translation>
    </message>
    <message>
        <source>Choose one of the glowing cards to swap.</source>
        <translation>Choose one of the glowing cards to swap.</translation>
    </message>
    <message>
        <source>Choose one of the glowing bowls for the card you get.</source>
        <translation>Choose one of the glowing bowls for the card you get.</translation>
    </message>
    <message>
        <source>That card cannot be part of this swap.</source>
        <translation>That card cannot be part of this swap.</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card for the discard pile.</source>
        <translation>No card fits into any bowl: choose a card for the discard pile.</translation>
    </message>
    <message>
        <source>Drop the card onto a glowing bowl.</source>
        <translation>Drop the card onto a glowing bowl.</translation>
    </message>
    <message>
        <source>Drop the Order up! card onto one of your glowing bowls.</source>
        <translation>Drop the Order up! card onto one of your glowing bowls.</translation>
    </message>
    <message numerus="yes">
        <source>No bowl is ready: it needs soup, noodles and at least %n topping(s).</source>
        <translation>
            <numerusform>No bowl is ready: it needs soup, noodles and at least %n topping.</numerusform>
            <numerusform>No bowl is ready: it needs soup, noodles and at least %n toppings.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards are not played: the first bowl that meets a bonus card's condition claims it at once.</source>
        <translation>Bonus cards are not played: the first bowl that meets a bonus card's condition claims it at once.</translation>
    </message>
    <message>
        <source>The other players' hands are hidden: only the number of cards is known.</source>
        <translation>The other players' hands are hidden: only the number of cards is known.</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>draw a card</translation>
    </message>
    <message>
        <source>Order up! for your bowl %1</source>
        <translation>Order up! for your bowl %1</translation>
    </message>
    <message>
        <source>put %1 into your bowl %2</source>
        <translation>put %1 into your bowl %2</translation>
    </message>
    <message>
        <source>put %1 into %2's bowl %3</source>
        <translation>put %1 into %2's bowl %3</translation>
    </message>
    <message>
        <source>swap %1 from your bowl %2 for %3 from your bowl %4</source>
        <translation>swap %1 from your bowl %2 for %3 from your bowl %4</translation>
    </message>
    <message>
        <source>swap %1 from your bowl %2 for %3 from %4's bowl %5 (into your bowl %6)</source>
        <translation>swap %1 from your bowl %2 for %3 from %4's bowl %5 (into your bowl %6)</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>discard %1</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column heading of the score table: points so far</extracomment>
        <translation>Points</translation>
    </message>
    <message>
        <source>The highest total wins; a tie is a shared win.</source>
        <translation>The highest total wins; a tie is a shared win.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the score table: the number of cards in hand (keep it short)</extracomment>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Bowls</source>
        <extracomment>column heading of the score table: bowls finished of all the player's bowls ("1/3")</extracomment>
        <translation>Bowls</translation>
    </message>
    <message>
        <source>Bonus</source>
        <extracomment>column heading of the score table: points of the bonus cards claimed (keep it short)</extracomment>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>%1+?</source>
        <extracomment>points in the score table while a lucky topping is still hidden: %1 known points, "+?" unknown</extracomment>
        <translation>%1+?</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 draws %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 draws a card.</translation>
    </message>
    <message>
        <source>%1 puts %2 into their bowl %3.</source>
        <translation>%1 puts %2 into their bowl %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 into %3's bowl %4.</source>
        <translation>%1 puts %2 into %3's bowl %4.</translation>
    </message>
    <message>
        <source>%1 puts the swap card on the discard pile.</source>
        <translation>%1 puts the swap card on the discard pile.</translation>
    </message>
    <message>
        <source>%1 discards %2: no card fitted anywhere.</source>
        <translation>%1 discards %2: no card fitted anywhere.</translation>
    </message>
    <message>
        <source>%1 exchanges %2 in their bowl %3 with %4 in their bowl %5.</source>
        <translation>%1 exchanges %2 in their bowl %3 with %4 in their bowl %5.</translation>
    </message>
    <message>
        <source>%1 swaps %2 from their bowl %3 for %4 from %5's bowl %6; %4 goes into bowl %7.</source>
        <translation>%1 swaps %2 from their bowl %3 for %4 from %5's bowl %6; %4 goes into bowl %7.</translation>
    </message>
    <message>
        <source>%1: Order up! Bowl %2 is finished.</source>
        <translation>%1: Order up! Bowl %2 is finished.</translation>
    </message>
    <message>
        <source>Lucky: %1</source>
        <extracomment>written along a bowl card's foot: %1 is its lucky topping (ラッキー具)</extracomment>
        <translation>Lucky: %1</translation>
    </message>
    <message>
        <source>%1 finished all their bowls.</source>
        <translation>%1 finished all their bowls.</translation>
    </message>
    <message>
        <source>%1 claims the bonus card %2 (%3 points) with bowl %4.</source>
        <translation>%1 claims the bonus card %2 (%3 points) with bowl %4.</translation>
    </message>
    <message>
        <source>The last card of the draw pile was drawn: the game ends after this turn.</source>
        <translation>The last card of the draw pile was drawn: the game ends after this turn.</translation>
    </message>
    <message>
        <source>The game is over: the bowls are scored.</source>
        <translation>The game is over: the bowls are scored.</translation>
    </message>
    <message>
        <source>%1's bowl %2: lucky topping %3 — in the bowl, %4.</source>
        <translation>%1's bowl %2: lucky topping %3 — in the bowl, %4.</translation>
    </message>
    <message>
        <source>%1's bowl %2: lucky topping %3 — not in the bowl.</source>
        <translation>%1's bowl %2: lucky topping %3 — not in the bowl.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Every card in a bowl counts, finished or not; %1 when the bowl holds its lucky topping; %2 for %3 or more toppings; plus the bonus cards. Cards left in hand do not count.</source>
        <translation>Every card in a bowl counts, finished or not; %1 when the bowl holds its lucky topping; %2 for %3 or more toppings; plus the bonus cards. Cards left in hand do not count.</translation>
    </message>
    <message>
        <source>Bowl</source>
        <extracomment>column heading of the score summary</extracomment>
        <translation>Bowl</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>column heading of the score summary: the cards in the bowl</extracomment>
        <translation>Contents</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>column heading of the score summary: the points of the cards in the bowl</extracomment>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Lucky topping</source>
        <translation>Lucky topping</translation>
    </message>
    <message>
        <source>5+ toppings</source>
        <extracomment>column heading of the score summary: the penalty for 5 or more toppings</extracomment>
        <translation>5+ toppings</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Bowl %1</source>
        <translation>Bowl %1</translation>
    </message>
    <message>
        <source>Bowl %1 (Order up!)</source>
        <translation>Bowl %1 (Order up!)</translation>
    </message>
    <message>
        <source>%1 toppings: %2</source>
        <translation>%1 toppings: %2</translation>
    </message>
    <message>
        <source>Bonus card: %1</source>
        <translation>Bonus card: %1</translation>
    </message>
    <message>
        <source>with bowl %1</source>
        <translation>with bowl %1</translation>
    </message>
    <message>
        <source>cards %1 · lucky toppings %2 · penalties %3 · bonus cards %4</source>
        <translation>cards %1 · lucky toppings %2 · penalties %3 · bonus cards %4</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Fill your bowls with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, claim bonus cards for famous ramen styles and call Order up! when a bowl is done. You may drop cards into other players' bowls too, and a swap card trades one card of your bowl for one of the same kind in another bowl. The game ends when someone has finished all their bowls or the draw pile runs out.</source>
        <translation>Fill your bowls with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, claim bonus cards for famous ramen styles and call Order up! when a bowl is done. You may drop cards into other players' bowls too, and a swap card trades one card of your bowl for one of the same kind in another bowl. The game ends when someone has finished all their bowls or the draw pile runs out.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>%1 minutes or more</source>
        <translation>%1 minutes or more</translation>
    </message>
    <message>
        <source>%1–%2 minutes</source>
        <translation>%1–%2 minutes</translation>
    </message>
    <message>
        <source>&amp;Learn ✓</source>
        <translation>&amp;Learn ✓</translation>
    </message>
    <message>
        <source>You have finished this lesson. Play it again whenever you like.</source>
        <translation>You have finished this lesson. Play it again whenever you like.</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Learn</translation>
    </message>
    <message>
        <source>A guided first game: the table explains each step</source>
        <translation>A guided first game: the table explains each step</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>Learn %1, finished</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty"); its lesson was played to its end</extracomment>
        <translation>Learn %1, finished</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>Learn %1</translation>
    </message>
    <message>
        <source>Play %1: new game</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>Play %1: new game</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>Rules of %1</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>Res&amp;ume</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Discard</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>an unfinished game's button, as a screen reader names it: %1 the game and its players</extracomment>
        <translation>Resume %1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>an unfinished game's button, as a screen reader names it: %1 the game and its players</extracomment>
        <translation>Discard %1</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be read (damaged) and were left as they are.</source>
        <translation>
            <numerusform>%n kept game could not be read (damaged) and were left as they are.</numerusform>
            <numerusform>%n kept games could not be read (damaged) and were left as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) were made by a newer Soup Table: update it to resume them.</source>
        <translation>
            <numerusform>%n kept game were made by a newer Soup Table: update it to resume them.</numerusform>
            <numerusform>%n kept games were made by a newer Soup Table: update it to resume them.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are in %1.</source>
        <translation>They are in %1.</translation>
    </message>
    <message>
        <source>Start screen</source>
        <extracomment>the start screen as a whole, as a screen reader names it</extracomment>
        <translation>Start screen</translation>
    </message>
    <message numerus="yes">
        <source>%n card game(s) at one table. Choose a game, or go on with one you have not finished.</source>
        <translation>
            <numerusform>%n card game at one table. Choose a game, or go on with one you have not finished.</numerusform>
            <numerusform>%n card games at one table. Choose a game, or go on with one you have not finished.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>Not finished yet</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>%1%</source>
        <extracomment>a win share in percent; %1 the number ("67")</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Your statistics file cannot be read (%1). Only the games of this session are shown; they are added to it as soon as it can be read again.</source>
        <translation>Your statistics file cannot be read (%1). Only the games of this session are shown; they are added to it as soon as it can be read again.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>column heading: games played</extracomment>
        <translation>Played</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>column heading: games won (a shared win counts)</extracomment>
        <translation>Won</translation>
    </message>
    <message>
        <source>Win %</source>
        <extracomment>column heading: the share of games won, in percent</extracomment>
        <translation>Win %</translation>
    </message>
    <message>
        <source>Streak</source>
        <extracomment>column heading: games won in a row up to the last one</extracomment>
        <translation>Streak</translation>
    </message>
    <message>
        <source>Best streak</source>
        <extracomment>column heading: the longest run of games won in a row</extracomment>
        <translation>Best streak</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Reset…</translation>
    </message>
    <message>
        <source>No finished game counted here yet.</source>
        <translation>No finished game counted here yet.</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Reset the statistics?</translation>
    </message>
    <message>
        <source>Forget the statistics of every game?</source>
        <translation>Forget the statistics of every game?</translation>
    </message>
    <message>
        <source>Forget the statistics of %1?</source>
        <translation>Forget the statistics of %1?</translation>
    </message>
    <message>
        <source>Games played, won and the streaks start again from zero.</source>
        <translation>Games played, won and the streaks start again from zero.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>Statistics not saved</translation>
    </message>
    <message>
        <source>The statistics file could not be written; the reset holds until Soup Table closes.</source>
        <translation>The statistics file could not be written; the reset holds until Soup Table closes.</translation>
    </message>
</context>
<context>
    <name>Suppenkasper</name>
    <message>
        <source>Meat</source>
        <translation>Meat</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Fish</translation>
    </message>
    <message>
        <source>Cake</source>
        <translation>Cake</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a main course's name: %1 meat, fish or cake, %2 its kcal ("Meat 1200")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Dumplings</source>
        <translation>Dumplings</translation>
    </message>
    <message>
        <source>Potatoes</source>
        <translation>Potatoes</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Cream</translation>
    </message>
    <message>
        <source>Ready-made meal</source>
        <translation>Ready-made meal</translation>
    </message>
    <message>
        <source>Fast food</source>
        <translation>Fast food</translation>
    </message>
    <message>
        <source>Muesli</source>
        <translation>Muesli</translation>
    </message>
    <message>
        <source>FdH</source>
        <translation>FdH</translation>
    </message>
    <message>
        <source>Zero diet</source>
        <translation>Zero diet</translation>
    </message>
    <message>
        <source>Grain cure</source>
        <translation>Grain cure</translation>
    </message>
    <message>
        <source>Laxative</source>
        <translation>Laxative</translation>
    </message>
    <message>
        <source>No, I won't eat it!</source>
        <translation>No, I won't eat it!</translation>
    </message>
    <message>
        <source>Tischlein deck dich</source>
        <translation>Tischlein deck dich</translation>
    </message>
    <message>
        <source>Glutton</source>
        <translation>Glutton</translation>
    </message>
    <message>
        <source>Grumbling Goat</source>
        <translation>Grumbling Goat</translation>
    </message>
    <message>
        <source>Sweet Tooth</source>
        <translation>Sweet Tooth</translation>
    </message>
    <message>
        <source>Suppenkasper</source>
        <translation>Suppenkasper</translation>
    </message>
    <message>
        <source>main course</source>
        <extracomment>the small line under a card's name on its face: the card's kind</extracomment>
        <translation>main course</translation>
    </message>
    <message>
        <source>side dish</source>
        <translation>side dish</translation>
    </message>
    <message>
        <source>dish</source>
        <extracomment>the small line under the name of a ready-made meal or fast food card</extracomment>
        <translation>dish</translation>
    </message>
    <message>
        <source>goes with everything</source>
        <translation>goes with everything</translation>
    </message>
    <message>
        <source>reduction card</source>
        <translation>reduction card</translation>
    </message>
    <message>
        <source>start card</source>
        <translation>start card</translation>
    </message>
    <message>
        <source>special card</source>
        <translation>special card</translation>
    </message>
    <message>
        <source>Side dish: only with meat. The meat's kcal are multiplied by the number of its side dishes.</source>
        <translation>Side dish: only with meat. The meat's kcal are multiplied by the number of its side dishes.</translation>
    </message>
    <message>
        <source>Side dish: only with fish. The fish's kcal are multiplied by the number of its side dishes.</source>
        <translation>Side dish: only with fish. The fish's kcal are multiplied by the number of its side dishes.</translation>
    </message>
    <message>
        <source>Side dish: only with cake. The cake's kcal are multiplied by the number of its side dishes.</source>
        <translation>Side dish: only with cake. The cake's kcal are multiplied by the number of its side dishes.</translation>
    </message>
    <message>
        <source>Pay a chip: demand one reduction card each from 3 different players (from a player with none, you may demand it from another player instead).</source>
        <translation>Pay a chip: demand one reduction card each from 3 different players (from a player with none, you may demand it from another player instead).</translation>
    </message>
    <message>
        <source>Ready-made meal, %1 kcal: only further ready-made meals or muesli go with it.</source>
        <translation>Ready-made meal, %1 kcal: only further ready-made meals or muesli go with it.</translation>
    </message>
    <message>
        <source>Main course, %1 kcal, multiplied by the number of matching side dishes (%2) with it (×1 without any); muesli may join.</source>
        <extracomment>"For a main course, the value on the card is multiplied by the number of side dishes" (the rulings: ×1 with none or one, as the round summary says); %1 the kcal, %2 the side dish</extracomment>
        <translation>Main course, %1 kcal, multiplied by the number of matching side dishes (%2) with it (×1 without any); muesli may join.</translation>
    </message>
    <message>
        <source>Fast food, %1 kcal: only further fast food or muesli go with it.</source>
        <translation>Fast food, %1 kcal: only further fast food or muesli go with it.</translation>
    </message>
    <message>
        <source>Muesli, %1 kcal: goes with every dish.</source>
        <translation>Muesli, %1 kcal: goes with every dish.</translation>
    </message>
    <message>
        <source>Laxative: eat the dish and lose %1 (move %1 toward Suppenkasper).</source>
        <translation>Laxative: eat the dish and lose %1 (move %1 toward Suppenkasper).</translation>
    </message>
    <message>
        <source>Refuse the dish: lose %1 and pass it on. After it only reduction cards may be played on the dish.</source>
        <translation>Refuse the dish: lose %1 and pass it on. After it only reduction cards may be played on the dish.</translation>
    </message>
    <message>
        <source>Put it on any dish served to you instead of eating it: lose %1, the kcal do not count. Still in a hand at the round end: no dish counts, only No and Laxative cards.</source>
        <translation>Put it on any dish served to you instead of eating it: lose %1, the kcal do not count. Still in a hand at the round end: no dish counts, only No and Laxative cards.</translation>
    </message>
    <message>
        <source>FdH (“eat half”): eat the dish at half its kcal.</source>
        <translation>FdH (“eat half”): eat the dish at half its kcal.</translation>
    </message>
    <message>
        <source>Zero diet: eat the dish without any kcal.</source>
        <translation>Zero diet: eat the dish without any kcal.</translation>
    </message>
    <message>
        <source>Grain cure: only the muesli on the plate counts; without muesli it is a zero diet.</source>
        <translation>Grain cure: only the muesli on the plate counts; without muesli it is a zero diet.</translation>
    </message>
    <message>
        <source>Start card: its holder puts it on the plate and serves first.</source>
        <translation>Start card: its holder puts it on the plate and serves first.</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's ready-made meals. Get rid of it by putting it on a ready-made meal served to you and eating that.</source>
        <translation>At the round end its holder also eats everybody's ready-made meals. Get rid of it by putting it on a ready-made meal served to you and eating that.</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's fast food. Get rid of it by putting it on fast food served to you and eating that.</source>
        <translation>At the round end its holder also eats everybody's fast food. Get rid of it by putting it on fast food served to you and eating that.</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's cakes and cream (spread freely over the cakes). Get rid of it by putting it on a cake served to you and eating that.</source>
        <translation>At the round end its holder also eats everybody's cakes and cream (spread freely over the cakes). Get rid of it by putting it on a cake served to you and eating that.</translation>
    </message>
    <message>
        <source>Dream figure</source>
        <translation>Dream figure</translation>
    </message>
    <message>
        <source>Rubensfigur</source>
        <translation>Rubensfigur</translation>
    </message>
    <message>
        <source>Brummer</source>
        <translation>Brummer</translation>
    </message>
    <message>
        <source>Dicker Brocken</source>
        <translation>Dicker Brocken</translation>
    </message>
    <message>
        <source>No option</source>
        <translation>No option</translation>
    </message>
    <message>
        <source>a) Lose 3</source>
        <translation>a) Lose 3</translation>
    </message>
    <message>
        <source>b) Give 3 cards</source>
        <translation>b) Give 3 cards</translation>
    </message>
    <message>
        <source>c) Demand 3 reduction cards</source>
        <translation>c) Demand 3 reduction cards</translation>
    </message>
    <message>
        <source>Keep your chip and play the round as dealt.</source>
        <translation>Keep your chip and play the round as dealt.</translation>
    </message>
    <message>
        <source>Pay a chip: move 3 toward Suppenkasper at once.</source>
        <translation>Pay a chip: move 3 toward Suppenkasper at once.</translation>
    </message>
    <message>
        <source>Pay a chip: give 3 cards of your choice, one each to 3 different players.</source>
        <translation>Pay a chip: give 3 cards of your choice, one each to 3 different players.</translation>
    </message>
    <message>
        <source>plainly</source>
        <extracomment>how a dish was eaten: without a reduction card</extracomment>
        <translation>plainly</translation>
    </message>
    <message>
        <source>with %1</source>
        <extracomment>how a dish was eaten: %1 is the reduction card played on it</extracomment>
        <translation>with %1</translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals, not %1.</source>
        <translation>Only further ready-made meals or muesli go with ready-made meals, not %1.</translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food, not %1.</source>
        <translation>Only further fast food or muesli go with fast food, not %1.</translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course, not %1.</source>
        <translation>Only matching side dishes or muesli go with a main course, not %1.</translation>
    </message>
    <message>
        <source>%1 only goes on its own kind of dish.</source>
        <translation>%1 only goes on its own kind of dish.</translation>
    </message>
    <message>
        <source>You must hand over a reduction card, not %1.</source>
        <translation>You must hand over a reduction card, not %1.</translation>
    </message>
    <message>
        <source>You have no %1 in your hand.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>You have no %1 in your hand.</translation>
    </message>
    <message>
        <source>You cannot serve or add %1: it is not part of a dish.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>You cannot serve or add %1: it is not part of a dish.</translation>
    </message>
    <message>
        <source>This dish does not take %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>This dish does not take %1.</translation>
    </message>
    <message>
        <source>Only a reduction card can be played here, not %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>Only a reduction card can be played here, not %1.</translation>
    </message>
    <message>
        <source>Once “No, I won't eat it!” is on the plate, only reduction cards may be played on the dish, not %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>Once “No, I won't eat it!” is on the plate, only reduction cards may be played on the dish, not %1.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” is on the plate: nothing more may be added, only reduction cards played.</source>
        <translation>“No, I won't eat it!” is on the plate: nothing more may be added, only reduction cards played.</translation>
    </message>
    <message>
        <source>That is not a card of this game.</source>
        <translation>That is not a card of this game.</translation>
    </message>
    <message>
        <source>Choose the cards of the dish first.</source>
        <translation>Choose the cards of the dish first.</translation>
    </message>
    <message>
        <source>Choose the cards to add first.</source>
        <translation>Choose the cards to add first.</translation>
    </message>
    <message>
        <source>A dish needs a main course, fast food or a ready-made meal.</source>
        <translation>A dish needs a main course, fast food or a ready-made meal.</translation>
    </message>
    <message>
        <source>Only one main course goes on the plate.</source>
        <translation>Only one main course goes on the plate.</translation>
    </message>
    <message>
        <source>That side dish does not go with this dish.</source>
        <translation>That side dish does not go with this dish.</translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals.</source>
        <translation>Only further ready-made meals or muesli go with ready-made meals.</translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food.</source>
        <translation>Only further fast food or muesli go with fast food.</translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course.</source>
        <translation>Only matching side dishes or muesli go with a main course.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>The rules do not allow that now.</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” does not eat the dish: it refuses it and passes it on.</source>
        <translation>“No, I won't eat it!” does not eat the dish: it refuses it and passes it on.</translation>
    </message>
    <message>
        <source>That special card only goes on its own kind of dish.</source>
        <translation>That special card only goes on its own kind of dish.</translation>
    </message>
    <message>
        <source>That is not a reduction card.</source>
        <translation>That is not a reduction card.</translation>
    </message>
    <message>
        <source>There is no such option.</source>
        <translation>There is no such option.</translation>
    </message>
    <message>
        <source>You have no chip left to pay for an option.</source>
        <translation>You have no chip left to pay for an option.</translation>
    </message>
    <message>
        <source>You need 3 cards in hand to give 3 cards.</source>
        <translation>You need 3 cards in hand to give 3 cards.</translation>
    </message>
    <message>
        <source>The 3 cards go to 3 different players: choose a player who has not had one yet.</source>
        <translation>The 3 cards go to 3 different players: choose a player who has not had one yet.</translation>
    </message>
    <message>
        <source>Ask 3 different players, never one who had no reduction card (with 3 players, either of the two may be asked a second time): choose a lit player.</source>
        <extracomment>"he demands 3 reduction cards from 3 different other players. If one of the players asked has no reduction card, the card may be demanded from another player instead." With 3 players (two others) either of them may be asked a second time, so "not asked yet" would be wrong there</extracomment>
        <translation>Ask 3 different players, never one who had no reduction card (with 3 players, either of the two may be asked a second time): choose a lit player.</translation>
    </message>
    <message>
        <source>You must hand over a reduction card.</source>
        <translation>You must hand over a reduction card.</translation>
    </message>
    <message>
        <source>You may stop demanding only after a player you asked had no reduction card.</source>
        <translation>You may stop demanding only after a player you asked had no reduction card.</translation>
    </message>
    <message>
        <source>Spread the cream over your cakes first.</source>
        <translation>Spread the cream over your cakes first.</translation>
    </message>
    <message>
        <source>Choose one of your main courses of that colour.</source>
        <translation>Choose one of your main courses of that colour.</translation>
    </message>
    <message>
        <source>First choose the main course that takes the side dishes.</source>
        <translation>First choose the main course that takes the side dishes.</translation>
    </message>
    <message>
        <source>Put every cream card on one of the cakes.</source>
        <translation>Put every cream card on one of the cakes.</translation>
    </message>
</context>
<context>
    <name>SuppenkasperBoard</name>
    <message>
        <source>%1 × %2</source>
        <extracomment>copies of one card in a list of cards: %1 how many, %2 the card ("2 × Dumplings")</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Eat plainly</source>
        <translation>Eat plainly</translation>
    </message>
    <message>
        <source>%1 on the dish</source>
        <translation>%1 on the dish</translation>
    </message>
    <message>
        <source>kcal do not count → %1</source>
        <translation>kcal do not count → %1</translation>
    </message>
    <message>
        <source>%1 kcal → %2</source>
        <translation>%1 kcal → %2</translation>
    </message>
    <message>
        <source>%1 of %2 kcal → %3</source>
        <translation>%1 of %2 kcal → %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s) left</source>
        <translation>
            <numerusform>%1: %n chip left</numerusform>
            <numerusform>%1: %n chips left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 holds %n card</numerusform>
            <numerusform>%1 holds %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>You know they hold: %1</source>
        <translation>You know they hold: %1</translation>
    </message>
    <message numerus="yes">
        <source>They hold at least %n further reduction card(s).</source>
        <translation>
            <numerusform>They hold at least %n further reduction card.</numerusform>
            <numerusform>They hold at least %n further reduction cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>They hold no other reduction card.</source>
        <translation>They hold no other reduction card.</translation>
    </message>
    <message>
        <source>Weight %1</source>
        <extracomment>a seat's status line, first part: its place on the weight track ("Weight −2")</extracomment>
        <translation>Weight %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>a seat's status line: the cards in hand</extracomment>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <extracomment>a seat's status line: this player dealt this round</extracomment>
        <translation>dealer</translation>
    </message>
    <message>
        <source>is served</source>
        <extracomment>a seat's status line: a dish has been put in front of this player, who decides now</extracomment>
        <translation>is served</translation>
    </message>
    <message>
        <source>serves</source>
        <extracomment>a seat's status line: this player serves the next dish</extracomment>
        <translation>serves</translation>
    </message>
    <message>
        <source>%1: weight %2</source>
        <translation>%1: weight %2</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) left</source>
        <translation>
            <numerusform>%n chip left</numerusform>
            <numerusform>%n chips left</numerusform>
        </translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Now: %1</translation>
    </message>
    <message>
        <source>Weight track: from Suppenkasper (−10) over the dream figure (0) to Dicker Brocken (+10). Whoever reaches either end ends the game; closest to the dream figure wins.</source>
        <translation>Weight track: from Suppenkasper (−10) over the dream figure (0) to Dicker Brocken (+10). Whoever reaches either end ends the game; closest to the dream figure wins.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Dealer: %1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Started: %1</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Base game</translation>
    </message>
    <message>
        <source>Variant 1</source>
        <translation>Variant 1</translation>
    </message>
    <message>
        <source>Variant 2</source>
        <translation>Variant 2</translation>
    </message>
    <message numerus="yes">
        <source>Eaten this round: %n card(s)</source>
        <translation>
            <numerusform>Eaten this round: %n card</numerusform>
            <numerusform>Eaten this round: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Eaten: %1</source>
        <translation>Eaten: %1</translation>
    </message>
    <message>
        <source>The plate</source>
        <translation>The plate</translation>
    </message>
    <message>
        <source>Serve the chosen cards: click, or drag a card here</source>
        <translation>Serve the chosen cards: click, or drag a card here</translation>
    </message>
    <message>
        <source>Click to eat the dish (or to play the chosen card); drag a card here</source>
        <translation>Click to eat the dish (or to play the chosen card); drag a card here</translation>
    </message>
    <message>
        <source>%1 serves %2</source>
        <translation>%1 serves %2</translation>
    </message>
    <message>
        <source>%1 serves a dish to %2</source>
        <translation>%1 serves a dish to %2</translation>
    </message>
    <message>
        <source>On the plate: %1 kcal (eaten plainly: %2)</source>
        <translation>On the plate: %1 kcal (eaten plainly: %2)</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” is on the plate: only reduction cards may be played on it.</source>
        <translation>“No, I won't eat it!” is on the plate: only reduction cards may be played on it.</translation>
    </message>
    <message>
        <source>Your dish: %1 kcal — %2 if %3 eats it plainly</source>
        <translation>Your dish: %1 kcal — %2 if %3 eats it plainly</translation>
    </message>
    <message>
        <source>Not a whole dish yet.</source>
        <translation>Not a whole dish yet.</translation>
    </message>
    <message>
        <source>With your cards: %1 kcal (eaten plainly: %2)</source>
        <translation>With your cards: %1 kcal (eaten plainly: %2)</translation>
    </message>
    <message>
        <source>pass it on → %1</source>
        <translation>pass it on → %1</translation>
    </message>
    <message>
        <source>Your choice (click):</source>
        <translation>Your choice (click):</translation>
    </message>
    <message>
        <source>%1: No!</source>
        <translation>%1: No!</translation>
    </message>
    <message>
        <source>Face-down card — %1's hand</source>
        <translation>Face-down card — %1's hand</translation>
    </message>
    <message>
        <source>Face-down card — eaten this round</source>
        <translation>Face-down card — eaten this round</translation>
    </message>
    <message>
        <source>%1: weight %2 (%3)</source>
        <extracomment>%1 a player, %2 their place on the weight track, %3 the name of that space ("Dream figure")</extracomment>
        <translation>%1: weight %2 (%3)</translation>
    </message>
    <message>
        <source>Chip: pay one at the start of a round for one of the options (variant 2).</source>
        <translation>Chip: pay one at the start of a round for one of the options (variant 2).</translation>
    </message>
    <message>
        <source>The dish %1 served has come back round to them</source>
        <extracomment>the dish was passed on round the table and is back in front of the player who served it</extracomment>
        <translation>The dish %1 served has come back round to them</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich but has nothing to serve.</source>
        <translation>%1 holds Tischlein deck dich but has nothing to serve.</translation>
    </message>
    <message>
        <source>The round ends before its first dish: everybody eats their hand.</source>
        <translation>The round ends before its first dish: everybody eats their hand.</translation>
    </message>
    <message>
        <source>%1 adds %2</source>
        <translation>%1 adds %2</translation>
    </message>
    <message>
        <source>Round %1: round-start options</source>
        <translation>Round %1: round-start options</translation>
    </message>
    <message>
        <source>%1 gives 3 cards: %2 of 3 given</source>
        <translation>%1 gives 3 cards: %2 of 3 given</translation>
    </message>
    <message>
        <source>%1 demands 3 reduction cards: %2 of 3 received</source>
        <translation>%1 demands 3 reduction cards: %2 of 3 received</translation>
    </message>
    <message>
        <source>No reduction card: %1</source>
        <extracomment>%1 lists the players who had no reduction card to hand over</extracomment>
        <translation>No reduction card: %1</translation>
    </message>
    <message>
        <source>%1 asks another player or stops.</source>
        <translation>%1 asks another player or stops.</translation>
    </message>
    <message>
        <source>%1 chooses</source>
        <translation>%1 chooses</translation>
    </message>
    <message>
        <source>%1 paid a chip and lost 3 (%2 → %3).</source>
        <translation>%1 paid a chip and lost 3 (%2 → %3).</translation>
    </message>
    <message>
        <source>%1 paid a chip and gave cards to %2.</source>
        <translation>%1 paid a chip and gave cards to %2.</translation>
    </message>
    <message>
        <source>%1 paid a chip but took no reduction card.</source>
        <translation>%1 paid a chip but took no reduction card.</translation>
    </message>
    <message>
        <source>%1 paid a chip and took reduction cards from %2.</source>
        <translation>%1 paid a chip and took reduction cards from %2.</translation>
    </message>
    <message>
        <source>No reduction card: %1.</source>
        <extracomment>%1 lists the players who had no reduction card to hand over</extracomment>
        <translation>No reduction card: %1.</translation>
    </message>
    <message>
        <source>Round end: %1 could not serve; everybody eats their hand.</source>
        <translation>Round end: %1 could not serve; everybody eats their hand.</translation>
    </message>
    <message>
        <source>%1 decides where the side dishes go.</source>
        <translation>%1 decides where the side dishes go.</translation>
    </message>
    <message>
        <source>Which main course takes your %1 × %2? (click it)</source>
        <translation>Which main course takes your %1 × %2? (click it)</translation>
    </message>
    <message>
        <source>Spread your %1 cream over the cakes: click a cake to add one (%2 left).</source>
        <translation>Spread your %1 cream over the cakes: click a cake to add one (%2 left).</translation>
    </message>
    <message>
        <source>Your meal: %1 kcal → %2</source>
        <translation>Your meal: %1 kcal → %2</translation>
    </message>
    <message>
        <source>%1 × cream</source>
        <translation>%1 × cream</translation>
    </message>
    <message>
        <source>Click to take this cream back</source>
        <translation>Click to take this cream back</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>Serve</translation>
    </message>
    <message>
        <source>Serve the chosen cards to your left neighbour</source>
        <translation>Serve the chosen cards to your left neighbour</translation>
    </message>
    <message>
        <source>Eat (%1)</source>
        <translation>Eat (%1)</translation>
    </message>
    <message>
        <source>Eat the dish plainly: %1</source>
        <translation>Eat the dish plainly: %1</translation>
    </message>
    <message>
        <source>No, I won't eat it!</source>
        <translation>No, I won't eat it!</translation>
    </message>
    <message>
        <source>Ask %1</source>
        <translation>Ask %1</translation>
    </message>
    <message>
        <source>To %1</source>
        <translation>To %1</translation>
    </message>
    <message>
        <source>Sides on %1</source>
        <translation>Sides on %1</translation>
    </message>
    <message>
        <source>Spread cream</source>
        <translation>Spread cream</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Start again</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Stop demanding</source>
        <translation>Stop demanding</translation>
    </message>
    <message>
        <source>Ask nobody else: keep the reduction cards you got</source>
        <translation>Ask nobody else: keep the reduction cards you got</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>End the round</translation>
    </message>
    <message>
        <source>You have nothing to serve: the round ends, everybody eats their hand</source>
        <translation>You have nothing to serve: the round ends, everybody eats their hand</translation>
    </message>
    <message>
        <source>Serve %1</source>
        <translation>Serve %1</translation>
    </message>
    <message>
        <source>Add %1 and pass on</source>
        <translation>Add %1 and pass on</translation>
    </message>
    <message>
        <source>Eat with %1</source>
        <translation>Eat with %1</translation>
    </message>
    <message>
        <source>Play Suppenkasper</source>
        <translation>Play Suppenkasper</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>Give %1 to %2</translation>
    </message>
    <message>
        <source>Hand over %1</source>
        <translation>Hand over %1</translation>
    </message>
    <message>
        <source>Cream on the cakes: %1</source>
        <extracomment>%1 lists how many cream cards go on each cake ("2, 1")</extracomment>
        <translation>Cream on the cakes: %1</translation>
    </message>
    <message>
        <source>Add and pass on</source>
        <translation>Add and pass on</translation>
    </message>
    <message>
        <source>Eat with %1 (%2)</source>
        <translation>Eat with %1 (%2)</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Do it</translation>
    </message>
    <message>
        <source>Serve %1 (%2 kcal) to %3: click the plate or “Serve”.</source>
        <translation>Serve %1 (%2 kcal) to %3: click the plate or “Serve”.</translation>
    </message>
    <message>
        <source>Serve a dish to %1: click a main course (with matching side dishes and/or muesli), fast food or ready-made meals, then the plate.</source>
        <translation>Serve a dish to %1: click a main course (with matching side dishes and/or muesli), fast food or ready-made meals, then the plate.</translation>
    </message>
    <message>
        <source>You have nothing to serve (no main course, fast food or ready-made meal): the round ends before its first dish, and everybody eats their hand. Click “End the round”.</source>
        <translation>You have nothing to serve (no main course, fast food or ready-made meal): the round ends before its first dish, and everybody eats their hand. Click “End the round”.</translation>
    </message>
    <message>
        <source>%1: click the plate (or drag the card onto it) to do it.</source>
        <translation>%1: click the plate (or drag the card onto it) to do it.</translation>
    </message>
    <message>
        <source>Your own dish has come back to you: %1 kcal (%2 if eaten plainly).</source>
        <extracomment>%1 the dish's kcal, %2 the steps on the weight track if eaten plainly</extracomment>
        <translation>Your own dish has come back to you: %1 kcal (%2 if eaten plainly).</translation>
    </message>
    <message>
        <source>%1 serves you %2 kcal (%3 if eaten plainly).</source>
        <translation>%1 serves you %2 kcal (%3 if eaten plainly).</translation>
    </message>
    <message>
        <source>Click the plate to eat it.</source>
        <translation>Click the plate to eat it.</translation>
    </message>
    <message>
        <source>Click the plate to eat it plainly, or a lit card: to eat it with, to add and pass on, or to refuse it. Every choice is listed beside the plate.</source>
        <translation>Click the plate to eat it plainly, or a lit card: to eat it with, to add and pass on, or to refuse it. Every choice is listed beside the plate.</translation>
    </message>
    <message>
        <source>Round start: pay a chip for one option, or take none.</source>
        <translation>Round start: pay a chip for one option, or take none.</translation>
    </message>
    <message>
        <source>You have chosen %1: click the plate to play it. To do this instead (and put %1 back), press it once more.</source>
        <extracomment>%1 names the chosen hand cards ("Laxative"); the person pressed another way of eating</extracomment>
        <translation>You have chosen %1: click the plate to play it. To do this instead (and put %1 back), press it once more.</translation>
    </message>
    <message>
        <source>First choose a round-start option (or no option).</source>
        <translation>First choose a round-start option (or no option).</translation>
    </message>
    <message>
        <source>Click a lit player to demand a reduction card from them.</source>
        <translation>Click a lit player to demand a reduction card from them.</translation>
    </message>
    <message>
        <source>Click a lit player to ask them for a reduction card, or click “Stop demanding”.</source>
        <translation>Click a lit player to ask them for a reduction card, or click “Stop demanding”.</translation>
    </message>
    <message>
        <source>You have nothing to serve: click “End the round”.</source>
        <translation>You have nothing to serve: click “End the round”.</translation>
    </message>
    <message>
        <source>Click the reduction card you hand over.</source>
        <translation>Click the reduction card you hand over.</translation>
    </message>
    <message>
        <source>Drop the card on the plate or on a lit player.</source>
        <translation>Drop the card on the plate or on a lit player.</translation>
    </message>
    <message>
        <source>Click your cakes to put the cream on them.</source>
        <translation>Click your cakes to put the cream on them.</translation>
    </message>
    <message>
        <source>All your cream is on the cakes: take one back, or click “Spread cream”.</source>
        <translation>All your cream is on the cakes: take one back, or click “Spread cream”.</translation>
    </message>
    <message>
        <source>Give %1 to whom? Click a lit player.</source>
        <translation>Give %1 to whom? Click a lit player.</translation>
    </message>
    <message>
        <source>Give card %1 of 3: click a card in your hand, then a player.</source>
        <translation>Give card %1 of 3: click a card in your hand, then a player.</translation>
    </message>
    <message>
        <source>%1 had no reduction card. Ask another lit player for reduction card %2 of 3, or stop and keep the cards you got.</source>
        <translation>%1 had no reduction card. Ask another lit player for reduction card %2 of 3, or stop and keep the cards you got.</translation>
    </message>
    <message>
        <source>Demand reduction card %1 of 3: click a lit player.</source>
        <translation>Demand reduction card %1 of 3: click a lit player.</translation>
    </message>
    <message>
        <source>%1 demands a reduction card: click the one you hand over.</source>
        <translation>%1 demands a reduction card: click the one you hand over.</translation>
    </message>
    <message>
        <source>Round end: click the main course that takes all the side dishes of its colour.</source>
        <translation>Round end: click the main course that takes all the side dishes of its colour.</translation>
    </message>
    <message>
        <source>Round end: spread the cream over your cakes, then “Spread cream”.</source>
        <translation>Round end: spread the cream over your cakes, then “Spread cream”.</translation>
    </message>
    <message>
        <source>First choose the card to give.</source>
        <translation>First choose the card to give.</translation>
    </message>
    <message>
        <source>Distance from the dream figure</source>
        <translation>Distance from the dream figure</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n chip</numerusform>
            <numerusform>%n chips</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ended in round %1: %2 reached an end of the track.</source>
        <translation>The game ended in round %1: %2 reached an end of the track.</translation>
    </message>
    <message>
        <source>Closest to the dream figure wins; players equally close share the win.</source>
        <translation>Closest to the dream figure wins; players equally close share the win.</translation>
    </message>
    <message>
        <source>Variant 2: among them, more chips wins.</source>
        <translation>Variant 2: among them, more chips wins.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading (score table, summaries)</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Weight</source>
        <extracomment>column heading: the place on the weight track (−10 … +10)</extracomment>
        <translation>Weight</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>column heading: cards in hand, or the cards of a dish</extracomment>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Chips</source>
        <extracomment>column heading: chips left (variant 2)</extracomment>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 deals.</source>
        <translation>Round %1 begins: %2 deals.</translation>
    </message>
    <message>
        <source>%1 is dealt: %2.</source>
        <translation>%1 is dealt: %2.</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich, puts it on the plate and serves first.</source>
        <translation>%1 holds Tischlein deck dich, puts it on the plate and serves first.</translation>
    </message>
    <message>
        <source>%1 serves %2: %3 (%4 kcal).</source>
        <translation>%1 serves %2: %3 (%4 kcal).</translation>
    </message>
    <message>
        <source>%1 adds %2 and passes the dish to %3.</source>
        <translation>%1 adds %2 and passes the dish to %3.</translation>
    </message>
    <message>
        <source>%1 eats the dish plainly: %2 kcal, %3.</source>
        <translation>%1 eats the dish plainly: %2 kcal, %3.</translation>
    </message>
    <message>
        <source>%1 puts the Suppenkasper card on the dish: %2, the kcal do not count.</source>
        <translation>%1 puts the Suppenkasper card on the dish: %2, the kcal do not count.</translation>
    </message>
    <message>
        <source>%1 eats the dish with %2: %3.</source>
        <translation>%1 eats the dish with %2: %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 on the dish and eats it: %3 kcal, %4.</source>
        <translation>%1 puts %2 on the dish and eats it: %3 kcal, %4.</translation>
    </message>
    <message>
        <source>%1 eats the dish with %2: %3 of %4 kcal count, %5.</source>
        <translation>%1 eats the dish with %2: %3 of %4 kcal count, %5.</translation>
    </message>
    <message>
        <source>%1 now weighs %2.</source>
        <translation>%1 now weighs %2.</translation>
    </message>
    <message>
        <source>%1: “No, I won't eat it!” (%2) — the dish goes on to %3.</source>
        <translation>%1: “No, I won't eat it!” (%2) — the dish goes on to %3.</translation>
    </message>
    <message>
        <source>%1 now weighs %2: %3!</source>
        <translation>%1 now weighs %2: %3!</translation>
    </message>
    <message>
        <source>%1 cannot serve a dish: the round ends, everybody eats their hand.</source>
        <translation>%1 cannot serve a dish: the round ends, everybody eats their hand.</translation>
    </message>
    <message>
        <source>%1 puts the side dishes on %2.</source>
        <translation>%1 puts the side dishes on %2.</translation>
    </message>
    <message>
        <source>%1 spreads the cream over the cakes: %2.</source>
        <extracomment>%2 lists how many cream cards go on each cake ("2, 1")</extracomment>
        <translation>%1 spreads the cream over the cakes: %2.</translation>
    </message>
    <message>
        <source>%1 takes no option.</source>
        <translation>%1 takes no option.</translation>
    </message>
    <message>
        <source>%1 pays a chip: %2.</source>
        <translation>%1 pays a chip: %2.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1 gives %2 to %3.</translation>
    </message>
    <message>
        <source>%1 gives %2 a card.</source>
        <translation>%1 gives %2 a card.</translation>
    </message>
    <message>
        <source>%1 hands %2 a reduction card.</source>
        <translation>%1 hands %2 a reduction card.</translation>
    </message>
    <message>
        <source>%1 demands a reduction card from %2.</source>
        <translation>%1 demands a reduction card from %2.</translation>
    </message>
    <message>
        <source>%1 has no reduction card.</source>
        <translation>%1 has no reduction card.</translation>
    </message>
    <message>
        <source>%1 stops demanding and keeps the reduction cards received.</source>
        <translation>%1 stops demanding and keeps the reduction cards received.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Round %1 is over.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Tischlein deck dich: %1</source>
        <translation>Tischlein deck dich: %1</translation>
    </message>
    <message>
        <source>Round-start options</source>
        <translation>Round-start options</translation>
    </message>
    <message>
        <source>Dishes</source>
        <translation>Dishes</translation>
    </message>
    <message>
        <source>Served by</source>
        <extracomment>column heading of the dishes table: who served the dish</extracomment>
        <translation>Served by</translation>
    </message>
    <message>
        <source>On the way</source>
        <extracomment>column heading of the dishes table: who added cards or refused it before it was eaten</extracomment>
        <translation>On the way</translation>
    </message>
    <message>
        <source>Eaten by</source>
        <extracomment>column heading of the dishes table: who ate the dish</extracomment>
        <translation>Eaten by</translation>
    </message>
    <message>
        <source>How</source>
        <extracomment>column heading of the dishes table: plainly, or with which reduction card</extracomment>
        <translation>How</translation>
    </message>
    <message>
        <source>kcal</source>
        <extracomment>column heading: kilocalories (the unit)</extracomment>
        <translation>kcal</translation>
    </message>
    <message>
        <source>Counted</source>
        <extracomment>column heading of the dishes table: the kcal that counted after a reduction card</extracomment>
        <translation>Counted</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>column heading: spaces moved on the weight track</extracomment>
        <translation>Steps</translation>
    </message>
    <message>
        <source>Weight now: %1</source>
        <extracomment>after a round: %1 lists every player's place on the weight track</extracomment>
        <translation>Weight now: %1</translation>
    </message>
    <message>
        <source>Chips now: %1</source>
        <extracomment>after a round: %1 lists every player's chips left (variant 2)</extracomment>
        <translation>Chips now: %1</translation>
    </message>
    <message>
        <source>plainly</source>
        <translation>plainly</translation>
    </message>
    <message>
        <source>Still on the plate when the game ended: %1.</source>
        <translation>Still on the plate when the game ended: %1.</translation>
    </message>
    <message>
        <source>%1: “No, I won't eat it!” %2 (%3 → %4)</source>
        <translation>%1: “No, I won't eat it!” %2 (%3 → %4)</translation>
    </message>
    <message>
        <source>%1 could not serve: everybody ate their hand.</source>
        <translation>%1 could not serve: everybody ate their hand.</translation>
    </message>
    <message>
        <source>Cards still in hand at the end of the game do not count.</source>
        <translation>Cards still in hand at the end of the game do not count.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one player in a list: %1 the player, %2 their weight or chips ("P1: −2")</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Round end: eating the hands</source>
        <translation>Round end: eating the hands</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the round end: the cards left in hand</extracomment>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Taken from others</source>
        <extracomment>column heading of the round end: dishes a special card takes from the other hands</extracomment>
        <translation>Taken from others</translation>
    </message>
    <message>
        <source>Lost to others</source>
        <extracomment>column heading of the round end: dishes a special card of another player takes away</extracomment>
        <translation>Lost to others</translation>
    </message>
    <message>
        <source>Side dishes on</source>
        <extracomment>column heading of the round end: which main course took the side dishes</extracomment>
        <translation>Side dishes on</translation>
    </message>
    <message>
        <source>%1 still held the Suppenkasper card: no dish counts; only “No, I won't eat it!” (%2) and Laxative (%3) cards in hand.</source>
        <translation>%1 still held the Suppenkasper card: no dish counts; only “No, I won't eat it!” (%2) and Laxative (%3) cards in hand.</translation>
    </message>
    <message>
        <source>%1: %2 × cream</source>
        <extracomment>cream spread over a cake at the round end: %1 the cake, %2 how many cream cards</extracomment>
        <translation>%1: %2 × cream</translation>
    </message>
    <message>
        <source>A main course counts its kcal times its side dishes (×1 with none or one); reduction cards and side dishes without a matching main course count nothing.</source>
        <translation>A main course counts its kcal times its side dishes (×1 with none or one); reduction cards and side dishes without a matching main course count nothing.</translation>
    </message>
    <message>
        <source>Serve dishes to your left-hand neighbour, who must eat them, defuse them with a reduction card, or add to them and pass the plate on. For every dish you eat, and for your hand at each round's end, the weight table turns the calories into steps your figure moves. When someone wastes away to Suppenkasper or bursts out as a Dicker Brocken, the game ends: whoever is closest to their dream figure wins.</source>
        <extracomment>"If the dish is eaten quite normally ... The weight table then shows by how many positions the eater's token is moved on the game board." / round end: "all players must eat the dishes they still hold in their hands"</extracomment>
        <translation>Serve dishes to your left-hand neighbour, who must eat them, defuse them with a reduction card, or add to them and pass the plate on. For every dish you eat, and for your hand at each round's end, the weight table turns the calories into steps your figure moves. When someone wastes away to Suppenkasper or bursts out as a Dicker Brocken, the game ends: whoever is closest to their dream figure wins.</translation>
    </message>
</context>
<context>
    <name>Susuru</name>
    <message>
        <source>Pork bone</source>
        <translation>Pork bone</translation>
    </message>
    <message>
        <source>Seafood</source>
        <translation>Seafood</translation>
    </message>
    <message>
        <source>Chicken carcass</source>
        <translation>Chicken carcass</translation>
    </message>
    <message>
        <source>Chemical seasoning</source>
        <translation>Chemical seasoning</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>an ingredient card's name: %1 the ingredient, %2 the number printed on it ("Pork bone 7")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>gold</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>gold</translation>
    </message>
    <message>
        <source>silver</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>silver</translation>
    </message>
    <message>
        <source>bronze</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>bronze</translation>
    </message>
    <message>
        <source>no chip</source>
        <extracomment>a table cell: the player took no scoring chip this round</extracomment>
        <translation>no chip</translation>
    </message>
    <message>
        <source>First decide about the card you drew: keep it or put it into the market.</source>
        <translation>First decide about the card you drew: keep it or put it into the market.</translation>
    </message>
    <message>
        <source>You hold a card of an ingredient without a trend order: you must decide a trend order with it.</source>
        <translation>You hold a card of an ingredient without a trend order: you must decide a trend order with it.</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>The draw pile is empty.</translation>
    </message>
    <message>
        <source>That card is not in the market.</source>
        <translation>That card is not in the market.</translation>
    </message>
    <message>
        <source>There is no such trend order marker.</source>
        <translation>There is no such trend order marker.</translation>
    </message>
    <message>
        <source>That trend order marker has already been claimed.</source>
        <translation>That trend order marker has already been claimed.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>The trend order of that ingredient has already been decided; it cannot be decided again.</source>
        <translation>The trend order of that ingredient has already been decided; it cannot be decided again.</translation>
    </message>
    <message>
        <source>Place a card under the trend order marker.</source>
        <translation>Place a card under the trend order marker.</translation>
    </message>
</context>
<context>
    <name>SusuruBoard</name>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>a label above the draw pile; %1 is the number of cards in it</extracomment>
        <translation>Draw pile: %1</translation>
    </message>
    <message>
        <source>Drawn by %1</source>
        <translation>Drawn by %1</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Market</translation>
    </message>
    <message>
        <source>Trend order %1 decided by %2 with %3</source>
        <translation>Trend order %1 decided by %2 with %3</translation>
    </message>
    <message>
        <source>not decided</source>
        <extracomment>under a trend order marker that no ingredient has yet</extracomment>
        <translation>not decided</translation>
    </message>
    <message>
        <source>Keep the card in your hand</source>
        <translation>Keep the card in your hand</translation>
    </message>
    <message>
        <source>Income</source>
        <extracomment>column heading of the score table: the number of income cards (keep it short)
----------
column heading of the round summary: income cards × points each
----------
a label beside a player's face-down income cards</extracomment>
        <translation>Income</translation>
    </message>
    <message>
        <source>Shop open</source>
        <translation>Shop open</translation>
    </message>
    <message>
        <source>Procuring</source>
        <translation>Procuring</translation>
    </message>
    <message>
        <source>%1 · ★ %2</source>
        <extracomment>a seat's status line: %1 "Shop open" or "Procuring", %2 its victory points (stars)</extracomment>
        <translation>%1 · ★ %2</translation>
    </message>
    <message>
        <source>start player</source>
        <extracomment>added to a seat's status line ("Procuring · ★ 2 · start player")</extracomment>
        <translation>start player</translation>
    </message>
    <message>
        <source>Chips: gold %1, silver %2, bronze %3</source>
        <translation>Chips: gold %1, silver %2, bronze %3</translation>
    </message>
    <message>
        <source>%1 took %2 from the market</source>
        <translation>%1 took %2 from the market</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <source>To market</source>
        <translation>To market</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Draw</translation>
    </message>
    <message>
        <source>Open shop</source>
        <translation>Open shop</translation>
    </message>
    <message>
        <source>Open shop, placing nothing</source>
        <extracomment>the second press: open shop with no card to place (the turn ends for good)</extracomment>
        <translation>Open shop, placing nothing</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>You drew %1: keep it, or put it into the market.</source>
        <translation>You drew %1: keep it, or put it into the market.</translation>
    </message>
    <message>
        <source>Round end: choose the trend order marker for %1.</source>
        <translation>Round end: choose the trend order marker for %1.</translation>
    </message>
    <message>
        <source>Round end: decide a trend order — choose a card from your hand, then a marker.</source>
        <translation>Round end: decide a trend order — choose a card from your hand, then a marker.</translation>
    </message>
    <message>
        <source>Open shop: choose the trend order marker for %1.</source>
        <translation>Open shop: choose the trend order marker for %1.</translation>
    </message>
    <message>
        <source>Open shop: choose the card to place under a trend order marker.</source>
        <translation>Open shop: choose the card to place under a trend order marker.</translation>
    </message>
    <message>
        <source>Your turn: draw from the draw pile, take a market card, or open shop.</source>
        <translation>Your turn: draw from the draw pile, take a market card, or open shop.</translation>
    </message>
    <message>
        <source>Your last turn: take a market card or open shop.</source>
        <translation>Your last turn: take a market card or open shop.</translation>
    </message>
    <message>
        <source>draw from the draw pile</source>
        <translation>draw from the draw pile</translation>
    </message>
    <message>
        <source>keep the card</source>
        <translation>keep the card</translation>
    </message>
    <message>
        <source>put the card into the market</source>
        <translation>put the card into the market</translation>
    </message>
    <message>
        <source>take %1 from the market</source>
        <translation>take %1 from the market</translation>
    </message>
    <message>
        <source>open shop: trend order %1 with %2</source>
        <translation>open shop: trend order %1 with %2</translation>
    </message>
    <message>
        <source>trend order %1 with %2</source>
        <translation>trend order %1 with %2</translation>
    </message>
    <message>
        <source>open shop</source>
        <translation>open shop</translation>
    </message>
    <message>
        <source>First choose the card to place under the marker.</source>
        <translation>First choose the card to place under the marker.</translation>
    </message>
    <message>
        <source>You are opening shop: choose a card from your hand and a trend order marker, or press Cancel.</source>
        <translation>You are opening shop: choose a card from your hand and a trend order marker, or press Cancel.</translation>
    </message>
    <message>
        <source>Drop the card on a free trend order marker.</source>
        <translation>Drop the card on a free trend order marker.</translation>
    </message>
    <message>
        <source>Drop the drawn card on your hand to keep it, or on the market.</source>
        <translation>Drop the drawn card on your hand to keep it, or on the market.</translation>
    </message>
    <message>
        <source>Every trend order has been decided: your cards stay in your hand until scoring.</source>
        <translation>Every trend order has been decided: your cards stay in your hand until scoring.</translation>
    </message>
    <message>
        <source>Ingredient card: %1, value %2 (hand points).</source>
        <translation>Ingredient card: %1, value %2 (hand points).</translation>
    </message>
    <message>
        <source>%1 has no trend order yet: without one, its cards score nothing.</source>
        <translation>%1 has no trend order yet: without one, its cards score nothing.</translation>
    </message>
    <message>
        <source>%1 or more cards of one ingredient never score.</source>
        <translation>%1 or more cards of one ingredient never score.</translation>
    </message>
    <message>
        <source>Trend order marker %1: up to %1 cards of its ingredient score; with more, none of them do</source>
        <translation>Trend order marker %1: up to %1 cards of its ingredient score; with more, none of them do</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n face-down card(s). Draw the top card and look at it, then keep it or put it into the market.</source>
        <translation>
            <numerusform>Draw pile: %n face-down card. Draw the top card and look at it, then keep it or put it into the market.</numerusform>
            <numerusform>Draw pile: %n face-down cards. Draw the top card and look at it, then keep it or put it into the market.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card — drawn by %1, who keeps it or puts it into the market.</source>
        <translation>Face-down card — drawn by %1, who keeps it or puts it into the market.</translation>
    </message>
    <message>
        <source>Market ingredient: on your turn you may take it into your hand instead of drawing.</source>
        <translation>Market ingredient: on your turn you may take it into your hand instead of drawing.</translation>
    </message>
    <message>
        <source>Market: drop the drawn card here to put it face up into the market.</source>
        <translation>Market: drop the drawn card here to put it face up into the market.</translation>
    </message>
    <message>
        <source>Your income cards: %1 (%2 points each)</source>
        <translation>Your income cards: %1 (%2 points each)</translation>
    </message>
    <message>
        <source>Face-down income cards — %1: %2 (%3 points each)</source>
        <translation>Face-down income cards — %1: %2 (%3 points each)</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>The game has one round per player. After each round the best three take a gold, silver or bronze scoring chip.</source>
        <translation>The game has one round per player. After each round the best three take a gold, silver or bronze scoring chip.</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <extracomment>a button: choose trend order marker %1 (1, 2 or 3)</extracomment>
        <translation>Marker %1</translation>
    </message>
    <message>
        <source>None of your cards can go under a free trend order marker: opening shop now places no card and ends your turns of procuring for good. Press “Open shop, placing nothing” to do it, or “Cancel”.</source>
        <translation>None of your cards can go under a free trend order marker: opening shop now places no card and ends your turns of procuring for good. Press “Open shop, placing nothing” to do it, or “Cancel”.</translation>
    </message>
    <message>
        <source>Victory points (★)</source>
        <translation>Victory points (★)</translation>
    </message>
    <message>
        <source>%1: gold %2, silver %3, bronze %4</source>
        <translation>%1: gold %2, silver %3, bronze %4</translation>
    </message>
    <message>
        <source>Ties: more gold chips, then more silver chips; otherwise the win is shared.</source>
        <translation>Ties: more gold chips, then more silver chips; otherwise the win is shared.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>Player</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the score table: the number of cards in hand (keep it short)</extracomment>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Shop</source>
        <extracomment>column heading of the score table: has the player opened shop? (keep it short)</extracomment>
        <translation>Shop</translation>
    </message>
    <message>
        <source>★</source>
        <extracomment>column heading of the score table: victory points (stars); usually kept as ★</extracomment>
        <translation>★</translation>
    </message>
    <message>
        <source>open</source>
        <extracomment>a cell of the score table's "Shop" column: this player has opened shop</extracomment>
        <translation>open</translation>
    </message>
    <message>
        <source>Round %1 begins. Start player: %2.</source>
        <translation>Round %1 begins. Start player: %2.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 draws %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 draws a card.</translation>
    </message>
    <message>
        <source>%1 keeps the card.</source>
        <translation>%1 keeps the card.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the market.</source>
        <translation>%1 puts %2 into the market.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the market.</source>
        <translation>%1 takes %2 from the market.</translation>
    </message>
    <message>
        <source>%1 takes an income card.</source>
        <translation>%1 takes an income card.</translation>
    </message>
    <message>
        <source>Ingredients without a trend order score nothing; %1 or more cards of one ingredient never score.</source>
        <translation>Ingredients without a trend order score nothing; %1 or more cards of one ingredient never score.</translation>
    </message>
    <message>
        <source>Trend order: %1</source>
        <extracomment>the round summary's first line; %1 lists each marker's ingredient and limit, separated by " · "</extracomment>
        <translation>Trend order: %1</translation>
    </message>
    <message>
        <source>%1 opens shop!</source>
        <translation>%1 opens shop!</translation>
    </message>
    <message numerus="yes">
        <source>Face-down card — hand of %1 (%n card(s))</source>
        <translation>
            <numerusform>Face-down card — hand of %1 (%n card)</numerusform>
            <numerusform>Face-down card — hand of %1 (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Trend order marker %1 is on %2: up to %1 cards of it score; with more, none of them do.</source>
        <translation>Trend order marker %1 is on %2: up to %1 cards of it score; with more, none of them do.</translation>
    </message>
    <message>
        <source>Free: a player who opens shop (or, at the round end, one who has not opened) places a card of an ingredient without a trend order under it.</source>
        <extracomment>not only openers: "In a 3-player game, C takes the turn, decides the trend order of the ingredients, and the round ends." / draw pile empty: "among the players who have not yet opened shop ... the trend order is decided going in turn order"</extracomment>
        <translation>Free: a player who opens shop (or, at the round end, one who has not opened) places a card of an ingredient without a trend order under it.</translation>
    </message>
    <message>
        <source>%1 decides trend order %2 (limit %2): %3, with %4.</source>
        <translation>%1 decides trend order %2 (limit %2): %3, with %4.</translation>
    </message>
    <message>
        <source>All but one have opened shop: %1 takes the last turn.</source>
        <translation>All but one have opened shop: %1 takes the last turn.</translation>
    </message>
    <message>
        <source>The draw pile is empty: players who have not opened shop take one more turn.</source>
        <translation>The draw pile is empty: players who have not opened shop take one more turn.</translation>
    </message>
    <message>
        <source>Round %1 is scored.</source>
        <translation>Round %1 is scored.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <extracomment>income in the round summary: %1 cards × %2 points each = %3 points</extracomment>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>%1: limit %2</source>
        <extracomment>one trend order in the round summary: %1 the ingredient, %2 how many of its cards score</extracomment>
        <translation>%1: limit %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>in the round summary: no ingredient took this trend order marker</extracomment>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column heading of the round summary: 1st, 2nd...</extracomment>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Scored cards</source>
        <extracomment>column heading of the round summary: the hand cards that score</extracomment>
        <translation>Scored cards</translation>
    </message>
    <message>
        <source>Discarded</source>
        <extracomment>column heading of the round summary: the hand cards that do not score</extracomment>
        <translation>Discarded</translation>
    </message>
    <message>
        <source>Hand points</source>
        <extracomment>column heading of the round summary (the rulebook's 手札の得点); one word in German</extracomment>
        <translation>Hand points</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column heading of the round summary: hand points plus income</extracomment>
        <translation>Points</translation>
    </message>
    <message>
        <source>Chip</source>
        <extracomment>column heading of the round summary: the scoring chip taken</extracomment>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Run a ramen shop: buy ingredients from the draw pile or the market, watch which ones become trendy, and open your shop at the right moment. Only trendy ingredients count, and the trend order is settled while you play. One round per player; scoring chips for the best shops, and the most victory points wins.</source>
        <translation>Run a ramen shop: buy ingredients from the draw pile or the market, watch which ones become trendy, and open your shop at the right moment. Only trendy ingredients count, and the trend order is settled while you play. One round per player; scoring chips for the best shops, and the most victory points wins.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Your places</source>
        <translation>Your places</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Your choice</translation>
    </message>
    <message>
        <source>Middle of the table</source>
        <translation>Middle of the table</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>playable</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>can be chosen</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>not playable</translation>
    </message>
    <message>
        <source>card %1 of %2</source>
        <translation>card %1 of %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>%1 alike</source>
        <translation>%1 alike</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Tab and the arrow keys go over what you can choose, Enter chooses, Space shows a card large.</source>
        <translation>Tab and the arrow keys go over what you can choose, Enter chooses, Space shows a card large.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n item</numerusform>
            <numerusform>%n items</numerusform>
        </translation>
    </message>
    <message>
        <source>card</source>
        <translation>card</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Just changed by another player's move.</source>
        <translation>Just changed by another player's move.</translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Pass the screen to %1.</translation>
    </message>
    <message>
        <source>The round is scored: the table stays as the round ended. Continue when everyone has seen it.</source>
        <translation>The round is scored: the table stays as the round ended. Continue when everyone has seen it.</translation>
    </message>
    <message>
        <source>%1, it is your turn.</source>
        <translation>%1, it is your turn.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>Next: %1.</translation>
    </message>
</context>
</TS>
