<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>App</name>
    <message>
        <source>No installed font can show Japanese text, so Japanese would appear as empty boxes.
Install a Japanese font, for example on Debian or Ubuntu:
sudo apt-get install fonts-noto-cjk</source>
        <translation>Keine installierte Schrift kann japanischen Text darstellen, Japanisch erschiene also als leere Kästchen.
Installiere eine japanische Schrift, zum Beispiel unter Debian oder Ubuntu:
sudo apt-get install fonts-noto-cjk</translation>
    </message>
    <message>
        <source>Some of your files could not be read. They were set aside, not deleted, and the app goes on without them:</source>
        <translation>Einige deiner Dateien konnten nicht gelesen werden. Sie wurden nicht gelöscht, sondern beiseitegelegt, und die App macht ohne sie weiter:</translation>
    </message>
    <message>
        <source>The unfinished game from last time was kept as %1.</source>
        <translation>Das nicht beendete Spiel vom letzten Mal wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The unfinished game from last time was damaged and kept as %1. Its moves up to the damage can be read, so you can resume the game from there.</source>
        <translation>Das nicht beendete Spiel vom letzten Mal war beschädigt und wurde als %1 aufbewahrt. Seine Züge bis zur beschädigten Stelle sind lesbar, du kannst das Spiel dort fortsetzen.</translation>
    </message>
    <message>
        <source>The unfinished game from last time (%1) was saved by a newer version of Soup Table. It was left as it is: update Soup Table to resume it. Until then, games are not saved automatically.</source>
        <translation>Das nicht beendete Spiel vom letzten Mal (%1) wurde von einer neueren Version von Soup Table gespeichert. Es bleibt, wie es ist: Aktualisiere Soup Table, um es fortzusetzen. Bis dahin werden Spiele nicht automatisch gespeichert.</translation>
    </message>
    <message>
        <source>Your statistics were kept as %1; from now on, games are counted in a new file.</source>
        <translation>Deine Statistik wurde als %1 aufbewahrt; ab jetzt werden Spiele in einer neuen Datei gezählt.</translation>
    </message>
    <message>
        <source>Your settings were kept as %1; what could be read of them still applies, the rest is back to default.</source>
        <translation>Deine Einstellungen wurden als %1 aufbewahrt; was davon lesbar war, gilt weiter, der Rest ist wieder auf Standard.</translation>
    </message>
    <message>
        <source>Damaged files set aside</source>
        <translation>Beschädigte Dateien beiseitegelegt</translation>
    </message>
    <message>
        <source>Something went wrong inside Soup Table. The details were written to its log (Help → Open log folder); please attach that file to a bug report.</source>
        <translation>In Soup Table ist etwas schiefgegangen. Die Einzelheiten stehen im Protokoll (Hilfe → Protokollordner öffnen); bitte hänge diese Datei an deinen Fehlerbericht an.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>random</source>
        <extracomment>a computer player's level (plays at random; shown after its name)</extracomment>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>a computer player's level</extracomment>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>person</source>
        <extracomment>a seat played by a person at the screen (instead of a computer player's level)</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>Computerspieler</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the default name of a seat played by a person: %1 is the seat number</extracomment>
        <translation>Spieler %1</translation>
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
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Das geht an dieser Stelle des Zugs nicht.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Das erlauben die Regeln jetzt nicht.</translation>
    </message>
    <message>
        <source>Your choice so far is kept. To do this instead (and drop that choice), press it once more; Escape puts the choice away.</source>
        <translation>Deine bisherige Auswahl bleibt bestehen. Um stattdessen dies zu tun (und die Auswahl aufzugeben), drücke es noch einmal; Escape legt die Auswahl weg.</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete (it is not valid JSON).</source>
        <translation>Die Datei ist beschädigt oder unvollständig (kein gültiges JSON).</translation>
    </message>
    <message>
        <source>This is not a Soup Table game file.</source>
        <translation>Das ist keine Spieldatei von Soup Table.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Soup Table. Please update the app to open it.</source>
        <translation>Dieses Spiel wurde mit einer neueren Version von Soup Table gespeichert. Bitte aktualisiere die App, um es zu öffnen.</translation>
    </message>
    <message>
        <source>The file is too large to be a Soup Table game.</source>
        <translation>Die Datei ist zu groß für ein Soup-Table-Spiel.</translation>
    </message>
    <message>
        <source>The game file is damaged: some of its contents are missing or invalid.</source>
        <translation>Die Spieldatei ist beschädigt: Inhalte fehlen oder sind ungültig.</translation>
    </message>
    <message>
        <source>The game file describes a game this version cannot set up.</source>
        <translation>Die Spieldatei beschreibt ein Spiel, das diese Version nicht aufbauen kann.</translation>
    </message>
    <message>
        <source>The game file is damaged: one of its moves is not legal.</source>
        <translation>Die Spieldatei ist beschädigt: Einer ihrer Züge ist nicht regelgerecht.</translation>
    </message>
    <message>
        <source>The game file is damaged: its result does not match its moves.</source>
        <translation>Die Spieldatei ist beschädigt: Das Ergebnis passt nicht zu den Zügen.</translation>
    </message>
    <message>
        <source>The game file is damaged: its scores do not match its moves.</source>
        <translation>Die Spieldatei ist beschädigt: Die Punkte passen nicht zu den Zügen.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Die Datei existiert nicht.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>This is not a file that can be opened (it is a folder, a device or a pipe).</source>
        <translation>Das ist keine Datei, die sich öffnen lässt (es ist ein Ordner, ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <source>The file is damaged: it is not text.</source>
        <translation>Die Datei ist beschädigt: Sie enthält keinen Text.</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested far too deeply to be a Soup Table game.</source>
        <translation>Die Datei ist beschädigt: Sie ist viel zu tief verschachtelt für ein Soup-Table-Spiel.</translation>
    </message>
    <message>
        <source>The file is damaged: it holds far more than a Soup Table game does.</source>
        <translation>Die Datei ist beschädigt: Sie enthält weit mehr als ein Soup-Table-Spiel.</translation>
    </message>
    <message>
        <source>The file is damaged: it holds a number that is not allowed.</source>
        <translation>Die Datei ist beschädigt: Sie enthält eine unzulässige Zahl.</translation>
    </message>
    <message>
        <source>The file is damaged: it names the same entry twice.</source>
        <translation>Die Datei ist beschädigt: Sie nennt denselben Eintrag zweimal.</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>Die Datei kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The game cannot be saved there: that is not a regular file (it is a folder, a device or a pipe).</source>
        <translation>Das Spiel kann dort nicht gespeichert werden: Das ist keine normale Datei (es ist ein Ordner, ein Gerät oder eine Pipe).</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). A file that was there before is unchanged.</source>
        <translation>Das Spiel konnte nicht gespeichert werden (%1). Eine Datei, die dort schon lag, ist unverändert.</translation>
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
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Spielregeln: %1</translation>
    </message>
    <message>
        <source>About Soup Table</source>
        <translation>Über Soup Table</translation>
    </message>
    <message>
        <source>Card and board art: Soup Table contributors. Illustrations include emoji from OpenMoji %1 (%2), the open-source emoji and icon project, licensed CC BY-SA 4.0 (%3).</source>
        <translation>Karten- und Spielplangrafik: die Mitwirkenden von Soup Table. Die Illustrationen enthalten Emojis aus OpenMoji %1 (%2), dem Open-Source-Projekt für Emojis und Icons, lizenziert unter CC BY-SA 4.0 (%3).</translation>
    </message>
    <message numerus="yes">
        <source>%n card game(s) at one table: %1.</source>
        <translation>
            <numerusform>%n Kartenspiel an einem Tisch: %1.</numerusform>
            <numerusform>%n Kartenspiele an einem Tisch: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Suppenkasper: Karl-Heinz Schmiel, 1987. Soup Meng Ramen: SHUNROID. Salty: LEO / VicVillage.</source>
        <translation>Suppenkasper: Karl-Heinz Schmiel, 1987. Soup Meng Ramen: SHUNROID. Salty: LEO / VicVillage.</translation>
    </message>
    <message>
        <source>Soup Table is free software under the MIT License. The card art includes OpenMoji images under CC BY-SA 4.0, and the app uses Qt and PySide6 under the GNU LGPL 3.0: see Licences.</source>
        <translation>Soup Table ist freie Software unter der MIT-Lizenz. Die Kartengrafik enthält OpenMoji-Bilder unter CC BY-SA 4.0, und die App verwendet Qt und PySide6 unter der GNU LGPL 3.0: siehe Lizenzen.</translation>
    </message>
    <message>
        <source>Values that the printed rules do not give are this edition's values; see the rules.</source>
        <translation>Werte, die die gedruckten Regeln nicht nennen, sind Werte dieser Ausgabe; siehe Spielregeln.</translation>
    </message>
    <message>
        <source>Licences…</source>
        <translation>Lizenzen…</translation>
    </message>
    <message>
        <source>Which licence covers what</source>
        <translation>Welche Lizenz wofür gilt</translation>
    </message>
    <message>
        <source>Soup Table: MIT License</source>
        <translation>Soup Table: MIT-Lizenz</translation>
    </message>
    <message>
        <source>OpenMoji images: CC BY-SA 4.0</source>
        <translation>OpenMoji-Bilder: CC BY-SA 4.0</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3.0</source>
        <translation>Qt und PySide6: GNU LGPL 3.0</translation>
    </message>
    <message>
        <source>GNU GPL 3.0 (the LGPL builds on it)</source>
        <translation>GNU GPL 3.0 (die Grundlage der LGPL)</translation>
    </message>
    <message>
        <source>Python: PSF License</source>
        <translation>Python: PSF-Lizenz</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>The licence texts are legal documents and are given here in their original English.</source>
        <translation>Die Lizenztexte sind rechtliche Dokumente und stehen hier im englischen Original.</translation>
    </message>
    <message>
        <source>Versions in use: %1</source>
        <translation>Verwendete Versionen: %1</translation>
    </message>
    <message>
        <source>This text is missing from this installation: %1</source>
        <translation>Dieser Text fehlt in dieser Installation: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>S&amp;cores</source>
        <translation>&amp;Punktestand</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>Ver&amp;lauf</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Ask my home router to open a port</source>
        <translation>Port im Heimrouter öffnen lassen</translation>
    </message>
    <message>
        <source>For friends at other homes: the router forwards the table's port while it is open (UPnP), and the links carry its public address.</source>
        <translation>Für Freunde in anderen Haushalten: Solange der Tisch offen ist, leitet der Router seinen Port weiter (UPnP), und die Links enthalten die öffentliche Adresse des Routers.</translation>
    </message>
    <message>
        <source>Relay:</source>
        <translation>Relay:</translation>
    </message>
    <message>
        <source>For friends at other homes: a relay's address (host:port) they join through when they cannot reach this computer. Leave it empty for none.</source>
        <translation>Für Freunde in anderen Haushalten: die Adresse eines Relay-Servers (Host:Port), über den sie mitspielen, wenn sie diesen Rechner nicht erreichen. Lass das Feld leer, wenn du keinen nutzt.</translation>
    </message>
    <message>
        <source>Can friends reach this table?</source>
        <translation>Können Freunde diesen Tisch erreichen?</translation>
    </message>
    <message>
        <source>Checking… (this can take some seconds)</source>
        <translation>Prüfe… (das kann ein paar Sekunden dauern)</translation>
    </message>
    <message>
        <source>%1 (your home router)</source>
        <translation>%1 (dein Heimrouter)</translation>
    </message>
    <message>
        <source>%1 (through the relay)</source>
        <translation>%1 (über den Relay-Server)</translation>
    </message>
    <message>
        <source>Asking the home router and the relay for a way in…</source>
        <translation>Frage Heimrouter und Relay-Server nach einem Weg herein…</translation>
    </message>
    <message>
        <source>Yes: friends at other homes reach this table at %1 (the router forwards the port; tested from outside through the relay).</source>
        <translation>Ja: Freunde in anderen Haushalten erreichen diesen Tisch unter %1 (der Router leitet den Port weiter; von außen über den Relay-Server getestet).</translation>
    </message>
    <message>
        <source>Yes: friends at other homes reach this table at %1 (the router forwards the port).</source>
        <translation>Ja: Freunde in anderen Haushalten erreichen diesen Tisch unter %1 (der Router leitet den Port weiter).</translation>
    </message>
    <message>
        <source>Yes: this computer has a public address; friends at other homes reach this table at %1.</source>
        <translation>Ja: Dieser Rechner hat eine öffentliche Adresse; Freunde in anderen Haushalten erreichen diesen Tisch unter %1.</translation>
    </message>
    <message>
        <source>Yes: %1 gets through from the internet to this computer (a port forwarded by hand in the router?).</source>
        <translation>Ja: %1 kommt aus dem Internet bis zu diesem Rechner durch (ein von Hand im Router weitergeleiteter Port?).</translation>
    </message>
    <message>
        <source>No: no router answered the request to open a port (UPnP is off in the router, or there is none).</source>
        <translation>Nein: Kein Router hat auf die Anfrage geantwortet, einen Port zu öffnen (UPnP ist im Router ausgeschaltet, oder es gibt keinen Router).</translation>
    </message>
    <message>
        <source>No: the router refused to open the port (UPnP error %1: %2).</source>
        <translation>Nein: Der Router hat es abgelehnt, den Port zu öffnen (UPnP-Fehler %1: %2).</translation>
    </message>
    <message>
        <source>No: the router's public address %1 is shared by many homes (carrier-grade NAT), so opening a port cannot let friends in.</source>
        <translation>Nein: Die öffentliche Adresse %1 des Routers teilen sich viele Haushalte (Carrier-Grade-NAT), deshalb lässt auch ein geöffneter Port keine Freunde herein.</translation>
    </message>
    <message>
        <source>No: the router forwards %1, but nothing gets through from the internet (a firewall in the router or on this computer?).</source>
        <translation>Nein: Der Router leitet %1 weiter, aber aus dem Internet kommt nichts durch (eine Firewall im Router oder auf diesem Rechner?).</translation>
    </message>
    <message>
        <source>The check answered something this version does not know (%1).</source>
        <translation>Die Prüfung hat etwas geantwortet, das diese Version nicht kennt (%1).</translation>
    </message>
    <message>
        <source>Use a relay: type its address under Relay (anyone can run one with souptable-cli relay).</source>
        <translation>Nutze einen Relay-Server: Gib seine Adresse bei „Relay“ ein (jeder kann mit souptable-cli relay einen betreiben).</translation>
    </message>
    <message>
        <source>Or install the same VPN on both computers (WireGuard, Tailscale, ZeroTier…) and choose its address for the links.</source>
        <translation>Oder installiere auf beiden Rechnern dasselbe VPN (WireGuard, Tailscale, ZeroTier…) und wähle dessen Adresse für die Links.</translation>
    </message>
    <message>
        <source>Or forward TCP port %1 by hand in the router to this computer (%2) and host on that port.</source>
        <translation>Oder leite im Router den TCP-Port %1 von Hand an diesen Rechner (%2) weiter und eröffne den Tisch auf diesem Port.</translation>
    </message>
    <message>
        <source>This was not tested from outside: type a relay's address under Relay and check again.</source>
        <translation>Das wurde nicht von außen getestet: Gib bei „Relay“ die Adresse eines Relay-Servers ein und prüfe noch einmal.</translation>
    </message>
    <message>
        <source>Friends with IPv6 can reach [%1]:%2 directly, once the router's firewall lets that port in.</source>
        <translation>Freunde mit IPv6 erreichen [%1]:%2 direkt, sobald die Firewall des Routers diesen Port durchlässt.</translation>
    </message>
    <message>
        <source>Next step: %1.</source>
        <translation>Nächster Schritt: %1.</translation>
    </message>
    <message>
        <source>The relay cannot be reached: friends at other homes cannot join through it.</source>
        <translation>Der Relay-Server ist nicht erreichbar: Freunde in anderen Haushalten können nicht über ihn mitspielen.</translation>
    </message>
    <message>
        <source>The relay has no room for another table now: try later, or another relay.</source>
        <translation>Der Relay-Server kann gerade keinen weiteren Tisch aufnehmen: Versuch es später noch einmal oder nimm einen anderen Relay-Server.</translation>
    </message>
    <message>
        <source>The relay already has a table with this id (another host with the same seats?).</source>
        <translation>Der Relay-Server hat schon einen Tisch mit dieser ID (ein anderer Gastgeber mit denselben Plätzen?).</translation>
    </message>
    <message>
        <source>The relay speaks another version of the relay protocol: one of the two needs an update.</source>
        <translation>Der Relay-Server spricht eine andere Version des Relay-Protokolls: Einer von beiden braucht ein Update.</translation>
    </message>
    <message>
        <source>The relay refused the table (%1).</source>
        <translation>Der Relay-Server hat den Tisch abgelehnt (%1).</translation>
    </message>
    <message>
        <source>The answer at the relay's address is not a Soup Table relay's.</source>
        <translation>Die Antwort unter der Adresse des Relay-Servers stammt nicht von einem Relay-Server für Soup Table.</translation>
    </message>
    <message>
        <source>The check could not be run (the log says why).</source>
        <translation>Die Prüfung konnte nicht ausgeführt werden (der Grund steht im Protokoll).</translation>
    </message>
    <message>
        <source>The relay's address must be a host name or an IP address with an optional port, such as relay.example.org:40600.</source>
        <translation>Die Adresse des Relay-Servers muss ein Hostname oder eine IP-Adresse sein, optional mit Port, zum Beispiel relay.example.org:40600.</translation>
    </message>
</context>
<context>
    <name>LessonCommon</name>
    <message>
        <source>L&amp;earn to play</source>
        <translation>Spielen &amp;lernen</translation>
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
        <translation>Spielen lernen: %1 · Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>Zu Ende spielen</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lektion verlassen</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message>
        <source>Play on without the lesson</source>
        <translation>Ohne Lektion weiterspielen</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>Zurück zur Lektion</translation>
    </message>
    <message>
        <source>Start a real game</source>
        <translation>Echtes Spiel beginnen</translation>
    </message>
    <message>
        <source>In the rulebook: %1</source>
        <translation>In den Spielregeln: %1</translation>
    </message>
    <message>
        <source>Your move. The lesson suggests the highlighted choice.</source>
        <translation>Du bist dran. Die Lektion schlägt die hervorgehobene Wahl vor.</translation>
    </message>
    <message>
        <source>You chose this: %1. The rules allow it too; the lesson had suggested this: %2.</source>
        <translation>Du hast gewählt: %1. Die Regeln erlauben das auch; die Lektion hatte dies vorgeschlagen: %2.</translation>
    </message>
    <message>
        <source>Take your move back to follow the lesson, or play on without it: the computer players then play as in a real game.</source>
        <translation>Nimm deinen Zug zurück, um der Lektion zu folgen, oder spiele ohne sie weiter: Die Computerspieler spielen dann wie in einem echten Spiel.</translation>
    </message>
    <message>
        <source>You are playing on without the lesson. Nothing of this game counts: no statistics, no autosave.</source>
        <translation>Du spielst ohne die Lektion weiter. Nichts an diesem Spiel zählt: keine Statistik, kein automatisches Speichern.</translation>
    </message>
    <message>
        <source>That is the whole game. You can start a real game now, or leave the lesson. The rulebook is always under Help → Rules.</source>
        <translation>Das war das ganze Spiel. Du kannst jetzt ein echtes Spiel beginnen oder die Lektion verlassen. Die Spielregeln findest du immer unter Hilfe → Spielregeln.</translation>
    </message>
    <message>
        <source>The lesson's move shows the next rule it wants to explain.</source>
        <translation>Der Zug der Lektion zeigt die nächste Regel, die sie erklären will.</translation>
    </message>
    <message>
        <source>The lesson is explaining: read its note, then press %1 (or Enter).</source>
        <translation>Die Lektion erklärt gerade: Lies ihren Hinweis und drücke dann %1 (oder Enter).</translation>
    </message>
</context>
<context>
    <name>LessonSalty</name>
    <message>
        <source>Starting with the Last Player, %1, and going counter-clockwise, each player picks one food card. The number of plates on a food card is your bet. Take Karaage: 3 plates, an accuracy bonus of +15 per cube and a variety bonus of 20 per colour.</source>
        <translation>Beginnend mit dem Letzten Spieler, %1, und gegen den Uhrzeigersinn nimmt sich jeder eine Gerichtkarte. Die Zahl der Teller auf einer Gerichtkarte ist deine Ansage. Nimm Karaage: 3 Teller, ein Genauigkeitsbonus von +15 pro Würfel und ein Vielfaltsbonus von 20 pro Farbe.</translation>
    </message>
    <message>
        <source>Three cubes is a bet your hand can make.</source>
        <translation>Drei Würfel sind eine Ansage, die deine Hand schaffen kann.</translation>
    </message>
    <message>
        <source>Now everyone secretly decides which side to bet on: the face (the bet is the number of plates) or the back (a bet of 0), and everyone reveals at the same time. Bet on the face: 3 cubes.</source>
        <translation>Jetzt entscheidet jeder geheim, mit welcher Seite er ansagt: Vorderseite (die Ansage ist die Zahl der Teller) oder Rückseite (Ansage 0), und alle decken gleichzeitig auf. Sag mit der Vorderseite an: 3 Würfel.</translation>
    </message>
    <message>
        <source>A bet of 0 scores only if you win no cube at all.</source>
        <translation>Eine Ansage von 0 bringt nur Punkte, wenn du gar keinen Würfel gewinnst.</translation>
    </message>
    <message>
        <source>Before the meal, choose 2 seasoning cards from your hand and discard them face down. Look at the bets and at the cubes on the shelf first: the shelf holds %1. Discard %2 and %3.</source>
        <translation>Vor der Mahlzeit wählst du 2 Gewürzkarten aus deiner Hand und wirfst sie verdeckt ab. Sieh dir vorher die Ansagen und die Würfel auf dem Gewürzregal an: Auf dem Regal liegen %1. Wirf %2 und %3 ab.</translation>
    </message>
    <message>
        <source>Cards far from the number of salt cubes rarely win a round.</source>
        <translation>Karten weit weg von der Zahl der Salzwürfel gewinnen selten eine Runde.</translation>
    </message>
    <message>
        <source>You are the First Player, to the left of the Last Player: choose any card from your hand and play it. Play %1.</source>
        <translation>Du bist Erster Spieler, links vom Letzten Spieler: Spiele eine beliebige Karte aus deiner Hand aus. Spiele %1.</translation>
    </message>
    <message>
        <source>A card close to the number of salt cubes has a good chance to win.</source>
        <translation>Eine Karte nahe an der Zahl der Salzwürfel hat gute Chancen zu gewinnen.</translation>
    </message>
    <message>
        <source>Who wins the round: the seasoning played by the most players is the main seasoning. Of its cards, the one whose value is closest to the number of salt cubes on the shelf wins; if equally close, the lower value; then the saltier seasoning. You won: the %1 cube lies on a plate of your food card.</source>
        <translation>Wer die Runde gewinnt: Das Gewürz, das die meisten Spieler gespielt haben, ist das Hauptgewürz. Von seinen Karten gewinnt die, deren Wert der Zahl der Salzwürfel auf dem Regal am nächsten ist; bei gleichem Abstand der niedrigere Wert, dann das salzigere Gewürz. Du hast gewonnen: Der Würfel %1 liegt auf einem Teller deiner Gerichtkarte.</translation>
    </message>
    <message>
        <source>The winner of the round is the First Player of the next round and starts it with any card. Play %1.</source>
        <translation>Wer die Runde gewinnt, ist Erster Spieler der nächsten Runde und beginnt sie mit einer beliebigen Karte. Spiele %1.</translation>
    </message>
    <message>
        <source>A low mayonnaise is unlikely to win: you need only 3 cubes.</source>
        <translation>Eine niedrige Mayonnaise gewinnt kaum: Du brauchst nur 3 Würfel.</translation>
    </message>
    <message>
        <source>%1 led salt and %2 followed. You must play a card of the same seasoning as the card played by the previous player, if you have one. You have salt: play %3.</source>
        <translation>%1 hat Salz gespielt und %2 hat bedient. Du musst eine Karte desselben Gewürzes spielen wie der vorherige Spieler, falls du eine hast. Du hast Salz: Spiele %3.</translation>
    </message>
    <message>
        <source>Of your salt cards, the lowest is least likely to win.</source>
        <translation>Von deinen Salzkarten gewinnt die niedrigste am wenigsten wahrscheinlich.</translation>
    </message>
    <message>
        <source>When a salt cube is taken, the reference number changes: now the shelf holds %1. Follow with salt again: %2.</source>
        <translation>Wird ein Salzwürfel genommen, ändert sich die Bezugszahl: Jetzt liegen auf dem Regal %1. Bediene wieder mit Salz: %2.</translation>
    </message>
    <message>
        <source>Scores of this meal: %1. Scores add up over the meals.</source>
        <translation>Punkte dieser Mahlzeit: %1. Die Punkte werden über die Mahlzeiten addiert.</translation>
    </message>
    <message>
        <source>Meal 2 begins. The Last Player of a new meal is the player with the lowest total score (if tied, the lower score in the last meal): %1, with a total of %2. %1 takes a food card first, again counter-clockwise, and the player to the left of %1 is the First Player: you again.</source>
        <extracomment>rulebook, End of the Meal: "The Last Player of the next round will be the player with the lowest total score. In case of a tie, the player with the lowest score in the previous Meal will be the Last Player."</extracomment>
        <translation>Die 2. Mahlzeit beginnt. Letzter Spieler einer neuen Mahlzeit ist, wer insgesamt am wenigsten Punkte hat (bei Gleichstand, wer in der letzten Mahlzeit weniger Punkte hatte): %1 mit einer Summe von %2. %1 nimmt sich zuerst eine Gerichtkarte, wieder gegen den Uhrzeigersinn, und wer links von %1 sitzt, ist Erster Spieler: wieder du.</translation>
    </message>
    <message>
        <source>Only the total scores carry over, negative ones too: %1. Everything else starts anew: every cube goes back into the bag and new ones are drawn onto the shelf (%2), the seasoning cards are shuffled and dealt again, and all six food cards are back in the middle.</source>
        <extracomment>rulebook: "After writing down the score, set everything up for the next Meal." and "If you score below 0 (negative), that score carries over to the next Meal!"</extracomment>
        <translation>Nur die Gesamtpunkte bleiben, auch negative: %1. Alles andere beginnt neu: Jeder Würfel kommt zurück in den Gewürzbeutel, und neue werden auf das Gewürzregal gezogen (%2); die Gewürzkarten werden gemischt und neu verteilt, und alle sechs Gerichtkarten liegen wieder in der Mitte.</translation>
    </message>
    <message>
        <source>%1 took %2 and %3 took %4. Take Okonomiyaki: 5 plates and an accuracy bonus of +20 per cube. Food cards with 5 or 6 plates give no variety bonus, so its maximum is 150.</source>
        <translation>%1 hat %2 genommen und %3 %4. Nimm Okonomiyaki: 5 Teller und ein Genauigkeitsbonus von +20 pro Würfel. Gerichtkarten mit 5 oder 6 Tellern geben keinen Vielfaltsbonus, das Maximum von Okonomiyaki ist daher 150.</translation>
    </message>
    <message>
        <source>Many of your cards are close to the number of salt cubes: five cubes is a bet your hand can make.</source>
        <translation>Viele deiner Karten liegen nahe an der Zahl der Salzwürfel: Fünf Würfel sind eine Ansage, die deine Hand schaffen kann.</translation>
    </message>
    <message>
        <source>Choose your side; the others choose after you, and all are revealed together. Bet on the face: 5 cubes. A bet of 0 that wins no cube scores 100 for each player who bet 0 in this meal.</source>
        <translation>Wähle deine Seite; die anderen wählen nach dir, und alle werden zusammen aufgedeckt. Sag mit der Vorderseite an: 5 Würfel. Eine Ansage von 0 ohne gewonnenen Würfel bringt 100 Punkte für jeden Spieler, der in dieser Mahlzeit 0 angesagt hat.</translation>
    </message>
    <message>
        <source>This hand will win cubes: on a bet of 0, each of them costs 10 points.</source>
        <translation>Mit dieser Hand gewinnst du Würfel: Bei einer Ansage von 0 kostet jeder davon 10 Punkte.</translation>
    </message>
    <message>
        <source>The shelf holds %1 in this meal. Discard the cards farthest from that number: %2 and %3.</source>
        <translation>In dieser Mahlzeit gibt es auf dem Regal %1. Wirf die Karten ab, die von dieser Zahl am weitesten weg sind: %2 und %3.</translation>
    </message>
    <message>
        <source>As the First Player you start the first round of the meal with any card. Play %1: its value is the number of salt cubes.</source>
        <translation>Als Erster Spieler beginnst du die erste Runde der Mahlzeit mit einer beliebigen Karte. Spiele %1: Der Wert der Karte ist die Zahl der Salzwürfel.</translation>
    </message>
    <message>
        <source>A card equal to the number of salt cubes wins unless more players play another seasoning.</source>
        <translation>Eine Karte, deren Wert der Zahl der Salzwürfel gleicht, gewinnt, außer mehr Spieler spielen ein anderes Gewürz.</translation>
    </message>
    <message>
        <source>You won the round, and a salt cube lies on your plate: now the shelf holds %1. As the winner you start the next round.</source>
        <translation>Du hast die Runde gewonnen, und ein Salzwürfel liegt auf deinem Teller: Jetzt gibt es auf dem Regal noch %1. Als Gewinner beginnst du die nächste Runde.</translation>
    </message>
    <message>
        <source>The game ends when as many meals have been played as there are players: 3. Watch the rest of this meal and the last meal played out quickly; the computer plays your seat.</source>
        <translation>Das Spiel endet, wenn so viele Mahlzeiten gespielt sind, wie Spieler mitspielen: 3. Sieh dir den Rest dieser Mahlzeit und die letzte Mahlzeit im Schnelldurchlauf an; der Computer spielt deinen Platz.</translation>
    </message>
    <message numerus="yes">
        <source>%n salt cube(s)</source>
        <extracomment>how many salt cubes lie on the shelf, said in the lesson ("the shelf holds 3 salt cubes")</extracomment>
        <translation>
            <numerusform>%n Salzwürfel</numerusform>
            <numerusform>%n Salzwürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoyu cube(s)</source>
        <extracomment>the second-saltiest seasoning's cubes on the shelf (ソース in the Japanese edition)</extracomment>
        <translation>
            <numerusform>%n Sojasoßenwürfel</numerusform>
            <numerusform>%n Sojasoßenwürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ketchup cube(s)</source>
        <translation>
            <numerusform>%n Ketchupwürfel</numerusform>
            <numerusform>%n Ketchupwürfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mayonnaise cube(s)</source>
        <translation>
            <numerusform>%n Mayonnaisewürfel</numerusform>
            <numerusform>%n Mayonnaisewürfel</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson saves your other salt card for later.</source>
        <translation>Die Lektion hebt deine andere Salzkarte für später auf.</translation>
    </message>
    <message>
        <source>Welcome to Salty! In a round, every player plays one card from their hand; the winner of the round takes a seasoning cube. At the start of each meal you predict how many cubes you will win, by choosing a food card. This lesson plays the first meal and the start of the second with you.</source>
        <translation>Willkommen bei Salty! In einer Runde spielt jeder Spieler eine Karte aus seiner Hand; wer die Runde gewinnt, nimmt einen Gewürzwürfel. Zu Beginn jeder Mahlzeit sagst du mit einer Gerichtkarte an, wie viele Würfel du gewinnen wirst. Diese Lektion spielt die erste Mahlzeit und den Anfang der zweiten mit dir.</translation>
    </message>
    <message>
        <source>Play on: follow the previous player's seasoning when you can, any card when you cannot. Your bet is 3 cubes; cubes beyond your plates cost 10 points each. The highlighted card keeps you on your bet.</source>
        <translation>Spiel weiter: Bediene das Gewürz des vorherigen Spielers, wenn du kannst, sonst spiele eine beliebige Karte. Deine Ansage sind 3 Würfel; Würfel außerhalb der Teller kosten je 10 Punkte. Die hervorgehobene Karte hält dich bei deiner Ansage.</translation>
    </message>
    <message>
        <source>The lesson's card keeps you on exactly three cubes of three colours.</source>
        <translation>Die Karte der Lektion bringt dich auf genau drei Würfel in drei Farben.</translation>
    </message>
    <message>
        <source>The meal is over. Each cube on a plate: +10, so %1. You won exactly as many cubes as plates: accuracy bonus 15 × 3 = %2. Variety bonus: 20 per colour on your plates = %3. Total: %4, the maximum of Karaage.</source>
        <translation>Die Mahlzeit ist vorbei. Jeder Würfel auf einem Teller: +10, also %1. Du hast genau so viele Würfel gewonnen, wie du Teller hast: Genauigkeitsbonus 15 × 3 = %2. Vielfaltsbonus: 20 pro Farbe auf deinen Tellern = %3. Insgesamt: %4, das Maximum von Karaage.</translation>
    </message>
    <message>
        <source>The game is over. Totals: %1. The player with the highest total score wins: %2.</source>
        <translation>Das Spiel ist vorbei. Summen: %1. Wer insgesamt die meisten Punkte hat, gewinnt: %2.</translation>
    </message>
</context>
<context>
    <name>LessonSoupmeng</name>
    <message>
        <source>Welcome to Soup Meng Ramen! Every player runs a few bowls of ramen: fill them with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, snap up the bonus cards and call out “Order up!” when a bowl is done. The game ends in one of two ways: when one player has finished all their bowls, or when the draw pile runs out, after the turn of the player who drew its last card.</source>
        <extracomment>rulebook, game end: "① 誰か１人が全ての丼に、いっちょあがり！カードを使用した場合" and "② スープメング カードの山札が無くなった場合 ... 山札から最後の１枚を引いた人のターンが終わったら、ゲーム終了です。"</extracomment>
        <translation>Willkommen bei Soup Meng Ramen! Jeder Spieler kümmert sich um ein paar Schüsseln Ramen: Fülle sie mit Suppe, Nudeln und Einlagen, hoffe auf die Glückszutat unter jeder Schüssel, schnapp dir die Bonuskarten und rufe „Bestellung fertig!“, wenn eine Schüssel fertig ist. Das Spiel endet auf eine von zwei Arten: wenn ein Spieler alle seine Schüsseln fertig hat, oder wenn der Nachziehstapel leer ist, nach dem Zug des Spielers, der die letzte Karte gezogen hat.</translation>
    </message>
    <message>
        <source>These are your two bowl cards. The back of every bowl card shows a lucky topping, and only you may look at yours: %1 for your first bowl, %2 for your second. If, at the end of the game, a bowl contains its lucky topping, you score +10 points.</source>
        <translation>Das sind deine zwei Schüsselkarten. Auf der Rückseite jeder Schüsselkarte ist eine Glückszutat abgebildet, und nur du darfst deine ansehen: %1 für deine erste Schüssel, %2 für deine zweite. Liegt am Spielende die Glückszutat in ihrer Schüssel, bekommst du +10 Punkte.</translation>
    </message>
    <message>
        <source>On your turn, you take exactly one action. Add a card to a bowl: draw 1 card from the draw pile, so that you hold 4 cards. Then play 1 of your 4 cards.</source>
        <translation>In deinem Zug führst du genau eine Aktion aus. Eine Karte in eine Schüssel legen: Ziehe 1 Karte vom Nachziehstapel, sodass du 4 Karten hältst. Dann spielst du 1 deiner 4 Karten aus.</translation>
    </message>
    <message>
        <source>A bowl holds one soup, one noodles and any number of toppings, in any order. Put %1 into your second bowl: it is that bowl's lucky topping. Click the card, then the bowl.</source>
        <translation>In eine Schüssel kommen eine Suppe, einmal Nudeln und beliebig viele Einlagen, in beliebiger Reihenfolge. Lege %1 in deine zweite Schüssel: Es ist die Glückszutat dieser Schüssel. Klicke die Karte an, dann die Schüssel.</translation>
    </message>
    <message>
        <source>The lucky topping is worth 10 points in its own bowl.</source>
        <translation>Die Glückszutat ist in ihrer eigenen Schüssel 10 Punkte wert.</translation>
    </message>
    <message>
        <source>%1 and %2 put their cards into your bowl: a player may also place a card on another player's bowl, wherever it fits. Beware: a bowl with 5 or more toppings costs you −10 points at the end.</source>
        <translation>%1 und %2 haben ihre Karten in deine Schüssel gelegt: Man darf eine Karte auch in die Schüssel eines anderen Spielers legen, wo sie passt. Aber Vorsicht: Eine Schüssel mit 5 oder mehr Einlagen kostet am Ende −10 Punkte.</translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>Du bist dran: Ziehe eine Karte.</translation>
    </message>
    <message>
        <source>You drew a swap card. Instead of placing a card, exchange one card in one of your bowls with one card of the same kind in another player's bowl: your %1 for %2's %3. Click the swap card, then the two cards. The swap card is then discarded.</source>
        <translation>Du hast eine Tauschkarte gezogen. Statt eine Karte in eine Schüssel zu legen, tauschst du eine Karte aus einer deiner Schüsseln gegen eine Karte derselben Art aus der Schüssel eines anderen Spielers: deine %1 gegen %3 von %2. Klicke die Tauschkarte an, dann die beiden Karten. Die Tauschkarte kommt danach auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Two chashu in one bowl are half of the bonus card Chashu Men.</source>
        <translation>Zwei Chashu in einer Schüssel sind schon die halbe Bonuskarte Chashu Men.</translation>
    </message>
    <message>
        <source>%1 put thin noodles into your second bowl: it now holds a soup, noodles and 2 chashu. A bonus card is claimed the instant one bowl of a player meets its condition, whoever made it complete: %2 is yours.</source>
        <translation>%1 hat dünne Nudeln in deine zweite Schüssel gelegt: Jetzt liegen darin eine Suppe, Nudeln und 2 Chashu. Eine Bonuskarte gehört dir in dem Moment, in dem eine deiner Schüsseln ihre Bedingung erfüllt, egal wer sie vollständig gemacht hat: %2 gehört dir.</translation>
    </message>
    <message>
        <source>Your second bowl holds one soup, one noodles and at least two toppings: finish it. Place an Order up! card on it (no card is drawn for this action). A finished bowl is frozen until the end of the game.</source>
        <translation>Deine zweite Schüssel hat eine Suppe, einmal Nudeln und mindestens zwei Einlagen: Melde sie fertig. Lege eine „Bestellung fertig!“-Karte darauf (bei dieser Aktion ziehst du keine Karte). Eine fertige Schüssel ist bis zum Spielende eingefroren.</translation>
    </message>
    <message>
        <source>Finished, nobody can swap your chashu away or spoil the bowl with more toppings.</source>
        <translation>Fertig gemeldet, kann dir niemand die Chashu wegtauschen oder die Schüssel mit weiteren Einlagen verderben.</translation>
    </message>
    <message>
        <source>Your turn: draw a card again.</source>
        <translation>Du bist dran: Ziehe wieder eine Karte.</translation>
    </message>
    <message>
        <source>None of your cards fits your own bowls now: your first bowl already has shoyu and medium noodles, and a bowl can only hold one kind of soup and one kind of noodles. A card identical to the soup or noodles already in a bowl, though, may always be added to it: extra soup, extra noodles. %2's first bowl holds %1: put your %1 into it.</source>
        <extracomment>rulebook, ラーメン作り: "スープと麺は丼に１つずつしか入れられませんが、既に丼に入っているスープ、麺と 同じスープメングカードなら丼に追加する事が可能です。（スープ増量・麺増量）"</extracomment>
        <translation>Keine deiner Karten passt jetzt in deine eigenen Schüsseln: In deiner ersten Schüssel liegen schon Shoyu und mittlere Nudeln, und eine Schüssel kann nur eine Sorte Suppe und eine Sorte Nudeln enthalten. Eine Karte, die genau der Suppe oder den Nudeln in einer Schüssel gleicht, darf aber immer dazugelegt werden: Extra Suppe, Extra Nudeln. In der ersten Schüssel von %2 liegt %1: Lege dein %1 dazu.</translation>
    </message>
    <message>
        <source>Every card of yours goes to another player's bowl now: the lesson picked the one that shows extra soup.</source>
        <translation>Jede deiner Karten geht jetzt in die Schüssel eines anderen Spielers: Die Lektion hat die gewählt, die Extra Suppe zeigt.</translation>
    </message>
    <message>
        <source>The lesson now plays your next turns for you: each time you draw a card and put it into another player's bowl, and you keep your thick noodles and tonkotsu. Watch the other bowls fill up.</source>
        <translation>Die Lektion spielt jetzt deine nächsten Züge für dich: Jedes Mal ziehst du eine Karte und legst sie in die Schüssel eines anderen Spielers, und deine dicken Nudeln und Tonkotsu behältst du. Sieh zu, wie sich die anderen Schüsseln füllen.</translation>
    </message>
    <message>
        <source>None of your four cards fits any bowl at the table: you hold no topping, and every unfinished bowl already has a soup and noodles of other kinds. Only then may you discard: put one card of your hand onto the discard pile. Discard %1.</source>
        <extracomment>rulebook, 行動B: "※自分の丼にも他プレイヤーの丼にもカードを入れられない場合は捨て場を作り、そこに捨ててください。"</extracomment>
        <translation>Keine deiner vier Karten passt in irgendeine Schüssel am Tisch: Du hast keine Einlage, und in jeder nicht fertigen Schüssel liegen schon eine Suppe und Nudeln anderer Sorten. Nur dann darfst du abwerfen: Lege eine Karte deiner Handkarten auf den Ablagestapel. Wirf %1 ab.</translation>
    </message>
    <message>
        <source>You hold two of each: it does not matter which one goes.</source>
        <translation>Du hast von jeder zwei: Es ist egal, welche gehen muss.</translation>
    </message>
    <message>
        <source>The lesson plays on to the end. Nobody finishes all their bowls this time: the game ends when the draw pile runs out, after the turn of the player who drew its last card.</source>
        <extracomment>rulebook, game end: "② スープメングカードの山札が無くなった場合 ... 山札から最後の１枚を引いた人の ターンが終わったら、ゲーム終了です。"</extracomment>
        <translation>Die Lektion spielt bis zum Ende weiter. Diesmal macht niemand alle seine Schüsseln fertig: Das Spiel endet, wenn der Nachziehstapel leer ist, nach dem Zug des Spielers, der die letzte Karte gezogen hat.</translation>
    </message>
    <message>
        <source>Cards still in hand count for nothing, and each bowl with 5 or more toppings costs its owner −10. Totals: %1. The player with the highest total wins.</source>
        <translation>Karten, die noch auf der Hand sind, zählen nicht, und jede Schüssel mit 5 oder mehr Einlagen kostet ihren Besitzer −10. Summen: %1. Wer die höchste Summe hat, gewinnt.</translation>
    </message>
    <message>
        <source>Everyone reveals their lucky toppings and adds up: the points of every card in your bowls, %1; +10 for each bowl that contains its lucky topping, %2; the bonus cards you claimed, %3. Total: %4.</source>
        <translation>Alle decken ihre Glückszutaten auf und zählen zusammen: die Punkte aller Karten in deinen Schüsseln, %1; +10 für jede Schüssel mit ihrer Glückszutat, %2; die Bonuskarten, die du bekommen hast, %3. Insgesamt: %4.</translation>
    </message>
</context>
<context>
    <name>LessonSuppenkasper</name>
    <message>
        <source>Welcome to Suppenkasper! Every player starts at their dream figure, the Traumfigur. By placing dishes on the plate you ask your left-hand neighbour to eat them. If a player wastes away to Suppenkasper or bursts as a Dicker Brocken, the game ends: the winner is the player closest to the Traumfigur.</source>
        <translation>Willkommen bei Suppenkasper! Jeder Spieler beginnt auf seiner Traumfigur. Mit Gerichten auf dem Teller forderst du deinen linken Nachbarn zum Essen auf. Magert ein Spieler zum Suppenkasper ab oder platzt er als Dicker Brocken aus allen Nähten, endet das Spiel: Es gewinnt, wer der Traumfigur am nächsten ist.</translation>
    </message>
    <message>
        <source>A big dish is a threat: whoever eats it gains a lot of weight.</source>
        <translation>Ein großes Gericht ist eine Drohung: Wer es isst, nimmt kräftig zu.</translation>
    </message>
    <message>
        <source>%1 is served and decides: eat it as it is, eat it with one reduction card, add allowed cards and pass it on to the left, or add “No, I won't eat it!” and pass it on (and lose 1).</source>
        <translation>%1 wird bedient und entscheidet: so essen, wie es ist, mit einer Reduzierkarte essen, erlaubte Karten dazulegen und nach links weiterreichen, oder „Nein, eß ich nicht!“ dazulegen und weiterreichen (und 1 abnehmen).</translation>
    </message>
    <message>
        <source>Eaten as it is, this dish would move you 4 spaces toward Dicker Brocken.</source>
        <translation>So gegessen, wie es ist, brächte dich dieses Gericht 4 Felder Richtung Dicker Brocken.</translation>
    </message>
    <message>
        <source>Serve your ready-made meal: 700 kcal.</source>
        <translation>Serviere dein Fertiggericht: 700 kcal.</translation>
    </message>
    <message>
        <source>It is the last dish you can serve; the lesson keeps it simple.</source>
        <translation>Es ist das letzte Gericht, das du servieren kannst; die Lektion hält es einfach.</translation>
    </message>
    <message>
        <source>Round 2: %1, to the left of the last dealer, shuffles and deals all the cards anew. The positions on the weight track carry over: %2. %3 holds Tischlein deck dich, puts it on the plate and serves first.</source>
        <extracomment>rulebook: "the player seated to the left of the dealer shuffles the cards anew and deals them out. A new round begins."</extracomment>
        <translation>Runde 2: %1, links vom letzten Geber, mischt und verteilt alle Karten neu. Die Positionen auf der Gewichtsleiste bleiben: %2. %3 hat Tischlein deck dich, legt es auf den Teller und serviert zuerst.</translation>
    </message>
    <message>
        <source>Losing 1 is far better than gaining 3.</source>
        <translation>1 abnehmen ist viel besser als 3 zunehmen.</translation>
    </message>
    <message>
        <source>Eaten as it is, the dish brings you back to the Traumfigur.</source>
        <translation>So gegessen, bringt dich das Gericht zurück auf die Traumfigur.</translation>
    </message>
    <message>
        <source>A big dish is a threat for your neighbours, not for you.</source>
        <translation>Ein großes Gericht ist eine Gefahr für deine Nachbarn, nicht für dich.</translation>
    </message>
    <message>
        <source>Instead of eating a dish, you may add allowed cards and pass it on to %1, your left-hand neighbour: to fast food only fast food or muesli, to ready-made meals only ready-made meals or muesli. Add the highlighted card, then pass the dish on.</source>
        <extracomment>rulebook: "Only further fast food or muesli may be served with fast food." / "Only further ready-made meals or muesli may be served with ready-made meals."</extracomment>
        <translation>Statt ein Gericht zu essen, darfst du erlaubte Karten dazulegen und es an %1, deinen linken Nachbarn, weiterreichen: zu Fast Food nur Fast Food oder Müsli, zu Fertiggerichten nur Fertiggerichte oder Müsli. Lege die hervorgehobene Karte dazu und reiche das Gericht weiter.</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich: %1 starts, puts it on the plate and serves a dish to %2, the left-hand neighbour: one main course with matching side dishes (dumplings with meat, potatoes with fish, cream with cake); muesli goes with everything. Its calories: the main course's value × the number of its side dishes, plus the muesli.</source>
        <extracomment>rulebook: "The player holding the card "Tischlein deck' Dich" begins and places this card on the plate." / "Only matching side dishes (of the same colour) or muesli may be served with the main courses"</extracomment>
        <translation>%1 hat Tischlein deck dich: %1 beginnt, legt es auf den Teller und serviert %2, dem linken Nachbarn, ein Gericht: ein Hauptgericht mit passenden Beilagen (Knödel zu Fleisch, Kartoffeln zu Fisch, Sahne zu Torte); Müsli passt zu allem. Seine Kalorien: der Wert des Hauptgerichts × die Anzahl seiner Beilagen, plus das Müsli.</translation>
    </message>
    <message>
        <source>%1 added a muesli and passed the dish on to you: fish 1300 with three potatoes and three muesli, 1300 × 3 + 3 × 300 = 4800 kcal, +3 on the weight table. Do not eat it: add your potato (potatoes go with fish) and pass the dish on to %2, your left-hand neighbour.</source>
        <translation>%1 hat ein Müsli dazugelegt und das Gericht an dich weitergereicht: Fisch 1300 mit drei Kartoffeln und drei Müsli, 1300 × 3 + 3 × 300 = 4800 kcal, +3 laut Gewichtstabelle. Iss es nicht: Lege deine Kartoffel dazu (Kartoffeln passen zu Fisch) und reiche das Gericht an %2, deinen linken Nachbarn, weiter.</translation>
    </message>
    <message>
        <source>A dish passed on is your neighbour's worry: with four potatoes it is 6100 kcal, +4.</source>
        <translation>Ein weitergereichtes Gericht ist die Sorge deines Nachbarn: Mit vier Kartoffeln sind es 6100 kcal, +4.</translation>
    </message>
    <message>
        <source>%1 and %2 both put “No, I won't eat it!” on the dish, lost 1 each and passed it on: it is back with you. With a “No” on the plate no more food may be added, only reduction cards. 1300 × 4 + 3 × 300 = 6100 kcal would be +4: eat it with your grain cure instead. Only the muesli counts, 900 kcal, and 0 to 999 kcal moves you 0.</source>
        <extracomment>rulebook: "If the player refuses to eat and a reduction card "Nein, eß ich nicht" has been placed on the plate, no further side dishes or muesli may be added."</extracomment>
        <translation>%1 und %2 haben beide „Nein, eß ich nicht!“ auf das Gericht gelegt, je 1 abgenommen und weitergereicht: Es ist wieder bei dir. Liegt ein „Nein“ auf dem Teller, darf kein Essen mehr dazu, nur noch Reduzierkarten. 1300 × 4 + 3 × 300 = 6100 kcal wären +4: Iss es stattdessen mit deiner Körnerkur. Nur das Müsli zählt, 900 kcal, und 0 bis 999 kcal bedeuten 0.</translation>
    </message>
    <message>
        <source>Whoever eats the dish serves a new dish to the left-hand neighbour. Serve %1 with your three dumplings: click %1, the three dumplings, then the plate. 1400 × 3 = 4200 kcal, +3 for whoever eats it.</source>
        <translation>Wer das Gericht gegessen hat, serviert dem linken Nachbarn ein neues. Serviere %1 mit deinen drei Knödeln: Klicke %1 an, die drei Knödel, dann den Teller. 1400 × 3 = 4200 kcal, +3 für den, der es isst.</translation>
    </message>
    <message>
        <source>%1 added a dumpling and %2 a muesli: your own dish is back, 1400 × 4 + 300 = 5900 kcal, +3. Refuse it: put “No, I won't eat it!” on the dish. You lose 1 at once, and the dish goes on to %1, your left-hand neighbour.</source>
        <extracomment>rulebook: "The card "Nein! eß ich nicht" makes the player lose "1" ... At the same time the player refuses to eat and serves the dish to his left-hand neighbour."</extracomment>
        <translation>%1 hat einen Knödel dazugelegt und %2 ein Müsli: Dein eigenes Gericht ist zurück, 1400 × 4 + 300 = 5900 kcal, +3. Lehne ab: Lege „Nein, eß ich nicht!“ auf das Gericht. Du nimmst sofort 1 ab, und das Gericht geht weiter an %1, deinen linken Nachbarn.</translation>
    </message>
    <message>
        <source>A bigger dish passed on is your neighbours' worry.</source>
        <translation>Ein größeres Gericht, weitergereicht, ist die Sorge deiner Nachbarn.</translation>
    </message>
    <message>
        <source>%1 serves you meat 1600 with two dumplings: 1600 × 2 = 3200 kcal, +2. You stand at −1. Eat it as it is this time: the winner is the player closest to the Traumfigur, not the thinnest one, and +2 takes you to +1.</source>
        <extracomment>rulebook: "The winner is the player who ... stands on the "Traumfigur" field, or closest to it."</extracomment>
        <translation>%1 serviert dir Fleisch 1600 mit zwei Knödeln: 1600 × 2 = 3200 kcal, +2. Du stehst auf −1. Iss es diesmal so, wie es ist: Es gewinnt, wer der Traumfigur am nächsten ist, nicht der Dünnste, und +2 bringt dich auf +1.</translation>
    </message>
    <message>
        <source>Refused, you would stand at −2; with the laxative at −3: both farther from the Traumfigur than +1.</source>
        <translation>Abgelehnt stündest du auf −2, mit der Abführpille auf −3: beides weiter weg von der Traumfigur als +1.</translation>
    </message>
    <message>
        <source>%1 serves you meat 1200 alone: 1200 kcal, +1. Refuse it with your last “No, I won't eat it!”: from +1 you lose 1, back to the Traumfigur, and %2 must decide.</source>
        <translation>%1 serviert dir Fleisch 1200 allein: 1200 kcal, +1. Lehne es mit deinem letzten „Nein, eß ich nicht!“ ab: Von +1 nimmst du 1 ab, zurück auf die Traumfigur, und %2 muss entscheiden.</translation>
    </message>
    <message>
        <source>Eaten, the dish would take you to +2; refused, you stand on the Traumfigur.</source>
        <translation>Gegessen brächte dich das Gericht auf +2; abgelehnt stehst du auf der Traumfigur.</translation>
    </message>
    <message>
        <source>%1 ate and must serve the next dish, but holds no main course, fast food or ready-made meal: the round ends. Now all players eat the cards still in their hands and look the total up in the weight table once; reduction cards and side dishes without a matching main course count nothing, so your hand counts nothing. Positions: %2.</source>
        <extracomment>rulebook: "The round ends when a player, after eating, can no longer play a new card." / "Reduction cards and side dishes without a matching main course count for nothing."</extracomment>
        <translation>%1 hat gegessen und muss das nächste Gericht servieren, hat aber kein Hauptgericht, kein Fast Food und kein Fertiggericht: Die Runde endet. Jetzt essen alle die Karten, die sie noch auf der Hand haben, und sehen die Summe einmal in der Gewichtstabelle nach; Reduzierkarten und Beilagen ohne passendes Hauptgericht zählen nichts, also zählt deine Hand nichts. Positionen: %2.</translation>
    </message>
    <message>
        <source>%1 serves you meat 1200 with two dumplings and a muesli: 1200 × 2 + 300 = 2700 kcal, +2. Muesli goes with every dish: add one and pass the dish on to %2.</source>
        <extracomment>rulebook: "Muesli goes with everything."</extracomment>
        <translation>%1 serviert dir Fleisch 1200 mit zwei Knödeln und einem Müsli: 1200 × 2 + 300 = 2700 kcal, +2. Müsli passt zu jedem Gericht: Lege eines dazu und reiche das Gericht an %2 weiter.</translation>
    </message>
    <message>
        <source>%1 and %2 refused it: the dish, 1200 × 2 + 2 × 300 = 3000 kcal, +2, is with you again. Only reduction cards may be played on it now, and you have another “No, I won't eat it!”: refuse it too.</source>
        <extracomment>rulebook: "If "Nein, eß ich nicht" has been served, only reduction cards may still be played."</extracomment>
        <translation>%1 und %2 haben es abgelehnt: Das Gericht, 1200 × 2 + 2 × 300 = 3000 kcal, +2, ist wieder bei dir. Darauf dürfen jetzt nur noch Reduzierkarten gespielt werden, und du hast noch ein „Nein, eß ich nicht!“: Lehne auch dieses Mal ab.</translation>
    </message>
    <message>
        <source>From the Traumfigur, −1 is closer than +2.</source>
        <translation>Von der Traumfigur aus ist −1 näher als +2.</translation>
    </message>
    <message>
        <source>%1 serves you two ready-made meals: 2 × 700 = 1400 kcal, +1. Eat them as they are: from −1 you move back to the Traumfigur.</source>
        <translation>%1 serviert dir zwei Fertiggerichte: 2 × 700 = 1400 kcal, +1. Iss sie so, wie sie sind: Von −1 kommst du zurück auf die Traumfigur.</translation>
    </message>
    <message>
        <source>You ate, so you serve the next dish to %1: %2 with your two dumplings, 1400 × 2 = 2800 kcal, +2.</source>
        <translation>Du hast gegessen, also servierst du %1 das nächste Gericht: %2 mit deinen zwei Knödeln, 1400 × 2 = 2800 kcal, +2.</translation>
    </message>
    <message>
        <source>%1 serves you fast food: 1000 kcal. You may add several allowed cards at once: add both your fast food and a muesli, 3300 kcal, +2, and pass the dish on to %2.</source>
        <translation>%1 serviert dir Fast Food: 1000 kcal. Du darfst mehrere erlaubte Karten auf einmal dazulegen: Lege deine beiden Fast Food und ein Müsli dazu, 3300 kcal, +2, und reiche das Gericht an %2 weiter.</translation>
    </message>
    <message>
        <source>%1 ate and holds nothing to serve: round 2 ends, and everyone eats their hand. You hold two fish, 900 and 1100, and three potatoes: all side dishes of one colour go on one main course of that colour, and you choose which. Put the potatoes on fish 900: 900 × 3 + 1100 = 3800 kcal, not 1100 × 3 + 900 = 4200.</source>
        <extracomment>rulebook: "If several main courses of the same colour are present, the side dishes may be distributed over one of the main courses." (the 600er/1200er Torte example)</extracomment>
        <translation>%1 hat gegessen und kann nicht servieren: Runde 2 endet, alle essen ihre Hand. Alle Beilagen einer Farbe kommen auf ein Hauptgericht dieser Farbe; du wählst, auf welches. Lege die drei Kartoffeln auf Fisch 900: 900 × 3 + 1100 = 3800 kcal, nicht 1100 × 3 + 900 = 4200.</translation>
    </message>
    <message>
        <source>On the smaller main course the side dishes multiply fewer calories: 7500 kcal in all instead of 7900.</source>
        <translation>Auf dem kleineren Hauptgericht vervielfachen die Beilagen weniger Kalorien: 7500 kcal insgesamt statt 7900.</translation>
    </message>
    <message>
        <source>Round 2 is scored. You eat %1: %2 kcal, %3 on the weight table. Positions: %4.</source>
        <translation>Runde 2 ist gewertet. Du isst %1: %2 kcal, %3 laut Gewichtstabelle. Positionen: %4.</translation>
    </message>
    <message>
        <source>Round 3: %1 deals. You hold Tischlein deck dich and put it on the plate, but you hold no main course, fast food or ready-made meal: you cannot serve a dish, so the round ends at once, before its first dish. End the round: then everyone eats the cards in their hands.</source>
        <extracomment>rulebook: "The round ends when ... no main course, ready-made meal or fast food remains with the player who must play out; he cannot play out." The holder of Tischlein deck dich must play out first.</extracomment>
        <translation>Runde 3: %1 gibt. Du hast Tischlein deck dich und legst es auf den Teller, aber du hast kein Hauptgericht, kein Fast Food und kein Fertiggericht: Du kannst kein Gericht servieren, also endet die Runde sofort, vor ihrem ersten Gericht. Beende die Runde: Dann essen alle die Karten auf ihrer Hand.</translation>
    </message>
    <message>
        <source>Everyone ate their hand. You: %1 kcal, %2. %3: %4 kcal, %5. %6: %7 kcal, %8.</source>
        <translation>Alle haben ihre Hand gegessen. Du: %1 kcal, %2. %3: %4 kcal, %5. %6: %7 kcal, %8.</translation>
    </message>
    <message>
        <source>%1 reached Dicker Brocken: the game is over. Positions: %2. The winner is the player on the Traumfigur or closest to it; players equally close all win: %3.</source>
        <translation>%1 hat Dicker Brocken erreicht: Das Spiel ist vorbei. Positionen: %2. Es gewinnt, wer auf der Traumfigur steht oder ihr am nächsten ist; wer gleich nah ist, gewinnt mit: %3.</translation>
    </message>
</context>
<context>
    <name>LessonSusuru</name>
    <message>
        <source>Welcome to Super Susuru Soup! Every player runs a ramen shop: you buy ingredients, watch what is in fashion and open your shop at the right moment. The higher an ingredient's trend order, the more cards of it you can use. This lesson plays the first two rounds with you, step by step.</source>
        <translation>Willkommen bei Super Susuru Soup! Jeder Spieler führt einen Ramen-Laden: Du kaufst Zutaten ein, beobachtest, was gerade angesagt ist, und eröffnest deinen Laden im richtigen Moment. Je höher der Trendrang einer Zutat, desto mehr Karten davon kannst du verwenden. Diese Lektion spielt die ersten beiden Runden Schritt für Schritt mit dir.</translation>
    </message>
    <message>
        <source>Your turn. As long as you have not opened shop, you do exactly one thing: procure or open shop. Procure now: draw the top card of the draw pile. Only you see it.</source>
        <translation>Du bist am Zug. Solange du deinen Laden noch nicht eröffnet hast, machst du genau eines: Einkauf oder Laden eröffnen. Kaufe jetzt ein: Ziehe die oberste Karte des Nachziehstapels. Nur du siehst sie.</translation>
    </message>
    <message>
        <source>%1: a high card. If you want the card, keep it: it joins your hand. Important: once an ingredient card is in your hand you can never discard it, so think before you add a card.</source>
        <translation>%1: eine hohe Karte. Willst du die Karte, behältst du sie: Sie kommt auf deine Hand. Wichtig: Eine Zutatenkarte, die du auf die Hand genommen hast, kannst du nie wieder abwerfen. Überlege also gut, bevor du eine Karte nimmst.</translation>
    </message>
    <message>
        <source>A 10 is the highest value there is: a card worth keeping.</source>
        <translation>Eine 10 ist der höchste Wert, den es gibt: eine Karte, die sich zu behalten lohnt.</translation>
    </message>
    <message>
        <source>%1 did not want the card they drew: they turned it face up and placed it next to the draw pile. Cards placed there are the market ingredients: %2 is waiting there. Remember it.</source>
        <translation>%1 wollte die gezogene Karte nicht: Sie liegt jetzt offen neben dem Nachziehstapel. So ausgelegte Karten sind die Marktzutaten: %2 wartet dort. Merk sie dir.</translation>
    </message>
    <message>
        <source>Your turn again: draw the top card of the draw pile.</source>
        <translation>Du bist wieder dran: Ziehe die oberste Karte des Nachziehstapels.</translation>
    </message>
    <message>
        <source>%1 is low, and a card in your hand can never be discarded. If you don't want it, turn it face up and place it in the market: click the market.</source>
        <translation>%1 ist niedrig, und eine Karte auf deiner Hand kannst du nie wieder abwerfen. Willst du sie nicht, legst du sie offen auf den Markt: Klicke auf den Markt.</translation>
    </message>
    <message>
        <source>A low card of a second ingredient can only cost you points later.</source>
        <translation>Eine niedrige Karte einer zweiten Zutat kann dich später nur Punkte kosten.</translation>
    </message>
    <message>
        <source>The other way to procure: take one market ingredient of your choice and add it to your hand. Take %1: with your %2, that makes two cards of one ingredient. On any one turn you use only one of the two ways.</source>
        <translation>Die andere Art einzukaufen: Nimm eine Marktzutat deiner Wahl auf die Hand. Nimm %1: Mit deiner %2 hast du zwei Karten einer Zutat. In einem Zug nutzt du nur eine der beiden Arten.</translation>
    </message>
    <message>
        <source>Two high cards of one ingredient are what you open shop with.</source>
        <translation>Zwei hohe Karten einer Zutat sind genau das, womit man seinen Laden eröffnet.</translation>
    </message>
    <message>
        <source>You don't need any more ingredients: open shop. Opening shop is also the moment when you decide the trend order of one ingredient: place a card from your hand face up under a free trend order marker. Choose %1, then marker 3: chicken carcass becomes the most trendy ingredient, up to 3 cards.</source>
        <translation>Du brauchst keine weiteren Zutaten: Eröffne deinen Laden. Beim Eröffnen legst du auch den Trendrang einer Zutat fest: Lege eine Karte aus deiner Hand offen unter einen freien Trendmarker. Wähle %1, dann Marker 3: Hühnerkarkasse wird die angesagteste Zutat, bis zu 3 Karten.</translation>
    </message>
    <message>
        <source>With two high chicken carcass cards, making chicken carcass the most trendy ingredient now keeps them both.</source>
        <translation>Mit zwei hohen Hühnerkarkassen macht dich Hühnerkarkasse als angesagteste Zutat jetzt sicher: Beide zählen.</translation>
    </message>
    <message>
        <source>The number on a marker is the card limit of its ingredient: 3, 2 or 1. If you hold more cards of an ingredient than its limit, you lose all cards of that ingredient, not just the extra ones. An ingredient without a marker has a limit of 0. The card you placed still counts as part of your hand.</source>
        <translation>Die Zahl auf einem Marker ist das Kartenlimit seiner Zutat: 3, 2 oder 1. Hältst du von einer Zutat mehr Karten, als ihr Limit erlaubt, verlierst du alle Karten dieser Zutat, nicht nur die überzähligen. Eine Zutat ohne Marker hat das Limit 0. Die ausgelegte Karte zählt weiter zu deinen Handkarten.</translation>
    </message>
    <message>
        <source>Once you have opened shop, you take income on every later turn instead: the top card of the draw pile, face down, kept apart from your hand. Every income card is worth 3 points, whatever its value.</source>
        <translation>Sobald du deinen Laden eröffnet hast, erhältst du stattdessen in jedem weiteren Zug Einnahmen: die oberste Karte des Nachziehstapels, verdeckt und getrennt von deinen Handkarten. Jede Einnahmekarte ist 3 Punkte wert, egal welcher Wert darauf steht.</translation>
    </message>
    <message>
        <source>%1 opened shop and decided a trend order too. Now all players but one have opened: %2 takes one last normal turn, then decides the trend order of one more ingredient with the last marker. Then the round ends.</source>
        <translation>%1 hat den Laden eröffnet und ebenfalls einen Trendrang festgelegt. Jetzt haben alle bis auf einen eröffnet: %2 macht noch einen letzten normalen Zug und legt dann mit dem letzten Marker den Trendrang einer weiteren Zutat fest. Dann endet die Runde.</translation>
    </message>
    <message>
        <source>The round is over. Trend order: %1. %2 has no marker: limit 0. First, for each ingredient, check its card limit. Your hand: %3, within the limit, so your hand points are %4.</source>
        <translation>Die Runde ist vorbei. Trendrang: %1. %2 hat keinen Marker: Limit 0. Zuerst prüfst du für jede Zutat ihr Kartenlimit. Deine Hand: %3, innerhalb des Limits, also hast du %4 Handpunkte.</translation>
    </message>
    <message>
        <source>Then add 3 points for each income card. Your income cards: %1, worth %2 income points. Your score: %3.</source>
        <translation>Dann kommen 3 Punkte für jede Einnahmekarte dazu. Deine Einnahmekarten: %1, also %2 Einnahmepunkte. Deine Punkte: %3.</translation>
    </message>
    <message>
        <source>%1 held %2, over the limit: those cards score nothing. %1 scores %3. %4 keeps every card and scores %5.</source>
        <translation>%1 hielt %2, über dem Limit: Diese Karten bringen nichts. %1 erzielt %3. %4 behält alle Karten und erzielt %5.</translation>
    </message>
    <message>
        <source>The players take scoring chips by rank: gold (3 stars) for 1st, silver (2) for 2nd, bronze (1) for 3rd. You are 1st and take the %1 chip. One star is one victory point.</source>
        <translation>Nach der Platzierung gibt es Wertungschips: Gold (3 Sterne) für Platz 1, Silber (2) für Platz 2, Bronze (1) für Platz 3. Du bist Erster und bekommst den Chip %1. Ein Stern ist ein Siegpunkt.</translation>
    </message>
    <message>
        <source>Round 2 begins. The player to the left of the last start player becomes the start player: %1 starts. Everything is set up anew: all cards are shuffled into a new draw pile and every trend order marker is free again. Only the scoring chips you took carry over.</source>
        <extracomment>rulebook, Victory Points: "The player to the left of the current start player becomes the next start player, and the game returns to 1. Setup."</extracomment>
        <translation>Runde 2 beginnt. Wer links vom bisherigen Startspieler sitzt, wird Startspieler: %1 beginnt. Alles wird neu aufgebaut: Alle Karten werden zu einem neuen Nachziehstapel gemischt, und alle Trendmarker sind wieder frei. Nur die erhaltenen Wertungschips bleiben.</translation>
    </message>
    <message>
        <source>Your turn: procure. This round you hold back and do not open shop: draw, then keep the card or put it into the market, as the lesson suggests.</source>
        <translation>Du bist dran: Kaufe ein. In dieser Runde hältst du dich zurück und eröffnest deinen Laden nicht: Ziehe eine Karte und behalte sie oder lege sie in den Markt, wie die Lektion es vorschlägt.</translation>
    </message>
    <message>
        <source>The lesson keeps you from opening this round, so that you are the player who decides the last trend order at its end.</source>
        <translation>Die Lektion lässt dich in dieser Runde nicht eröffnen, damit du am Ende der Runde den letzten Trendrang festlegst.</translation>
    </message>
    <message>
        <source>%1 opened shop: all players but you have opened. Play goes on up to you, and you take one last normal turn: draw, then keep the card.</source>
        <extracomment>rulebook: "After the last player to open shop (A), turns are taken in turn order up to the player who has not opened shop (C), and then the round ends."</extracomment>
        <translation>%1 hat den Laden eröffnet: Alle außer dir haben eröffnet. Gespielt wird weiter bis zu dir, und du machst einen letzten normalen Zug: Ziehe eine Karte und behalte sie.</translation>
    </message>
    <message>
        <source>Marker 1 is still free, so you, the last player who has not opened, decide the trend order of one more ingredient, as an opener would: place %1 from your hand under marker 1. Then the round ends.</source>
        <extracomment>rulebook: "In a 3-player game, C takes the turn, decides the trend order of the ingredients, and the round ends."</extracomment>
        <translation>Marker 1 ist noch frei. Darum legst du, der letzte Spieler ohne eröffneten Laden, den Trendrang einer weiteren Zutat fest, wie beim Eröffnen: Lege %1 aus deiner Hand unter Marker 1. Dann endet die Runde.</translation>
    </message>
    <message>
        <source>Chemical seasoning under marker 1 keeps your 10. Chicken carcass there would still lose both your chicken carcass cards: 2 cards are over a limit of 1.</source>
        <translation>Geschmacksverstärker unter Marker 1 behält deine 10. Hühnerkarkasse dort verlöre trotzdem beide Hühnerkarkasse-Karten: 2 Karten sind über dem Limit von 1.</translation>
    </message>
    <message>
        <source>Round 2 is scored like the first. Chicken carcass has no marker, so your %1 score nothing; the chemical seasoning 10 counts. You score %2 and take the %3 chip.</source>
        <translation>Runde 2 wird gewertet wie die erste. Hühnerkarkasse hat keinen Marker, also zählen deine %1 nichts; der Geschmacksverstärker 10 zählt. Du erzielst %2 und nimmst den %3-Chip.</translation>
    </message>
    <message>
        <source>Play as many rounds as there are players: every player is the start player once, moving one seat to the left each round. Watch the last round played out quickly; the computer plays your seat.</source>
        <translation>Gespielt werden so viele Runden, wie Spieler mitspielen: Jeder ist einmal Startspieler, jede Runde rückt der Startspieler einen Platz nach links. Sieh dir die letzte Runde im Schnelldurchlauf an; der Computer spielt deinen Platz.</translation>
    </message>
    <message>
        <source>The game is over. Stars: %1. The player with the most victory points wins; if players are tied, the one with more gold chips wins. Gold chips: %2.</source>
        <translation>Das Spiel ist vorbei. Sterne: %1. Wer die meisten Siegpunkte hat, gewinnt; bei Gleichstand gewinnt, wer mehr Gold-Chips hat. Gold-Chips: %2.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu st&amp;arten</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>&amp;About Soup Table</source>
        <translation>Ü&amp;ber Soup Table</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>That language is not available.</source>
        <translation>Diese Sprache ist nicht verfügbar.</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>Protokollordner</translation>
    </message>
    <message>
        <source>The log files are in this folder:
%1</source>
        <translation>Die Protokolldateien liegen in diesem Ordner:
%1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable *.json)</source>
        <translation>Soup-Table-Partien (*.souptable *.json)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable)</source>
        <translation>Soup-Table-Partien (*.souptable)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Gewinner: %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Nothing to undo: something hidden has been revealed since your last decision.</source>
        <translation>Nichts zurückzunehmen: Seit deiner letzten Entscheidung wurde etwas Verdecktes aufgedeckt.</translation>
    </message>
    <message>
        <source>The search found no other move worth weighing here.</source>
        <translation>Die Suche fand hier keinen anderen Zug, der einen Vergleich lohnt.</translation>
    </message>
    <message>
        <source>The search rates it %1 (a win and your place counted), the next best, %2, %3.</source>
        <extracomment>a hint's reason: %1 the estimate with the suggested move, %2 the next best move, %3 its estimate</extracomment>
        <translation>Die Suche bewertet ihn mit %1 (Sieg und Platzierung gezählt), den nächstbesten, %2, mit %3.</translation>
    </message>
    <message>
        <source>With it your win chance is about %1; with the next best, %2, about %3.</source>
        <extracomment>a hint's reason: %1 your win chance with the suggested move, %2 the next best move, %3 its win chance</extracomment>
        <translation>Damit liegt deine Siegchance bei etwa %1; mit dem nächstbesten, %2, bei etwa %3.</translation>
    </message>
    <message>
        <source>It is about as good as %1 (%2 and %3 win chance).</source>
        <extracomment>a hint's reason: %1 the next best move, %2 and %3 the two estimates (win chance)</extracomment>
        <translation>Er ist etwa so gut wie %1 (%2 und %3 Siegchance).</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Suche einen Tipp…</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <extracomment>a hint in the status line: %1 the suggested move, %2 one sentence saying why</extracomment>
        <translation>Tipp: %1. %2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <extracomment>%1 the log's line(s) of the decision taken back ("Ann plays Miso 3.")</extracomment>
        <translation>Zurückgenommen: %1</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Variant 1 (special cards)</source>
        <translation>Spielvariante 1 (Sonderkarten)</translation>
    </message>
    <message>
        <source>Variant 2 (special cards and chips)</source>
        <translation>Spielvariante 2 (Sonderkarten und Chips)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Zufällig ausgelost</translation>
    </message>
    <message>
        <source>Last Player of the first meal</source>
        <translation>Letzter Spieler der ersten Mahlzeit</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Computer players — Random: any move the rules allow. Easy: sensible, with a weaker choice now and then. Normal: the game's good habits, every move. Hard: tries each move out on many possible deals (about a second per move). None of them ever sees a hidden card.</source>
        <translation>Computerspieler – Zufällig: irgendein Zug, den die Regeln erlauben. Leicht: vernünftig, mit gelegentlich schwächerer Wahl. Normal: spielt jeden Zug nach den guten Gewohnheiten des Spiels. Schwer: probiert jeden Zug an vielen möglichen Verteilungen der Karten aus (etwa eine Sekunde pro Zug). Keiner von ihnen sieht je eine verdeckte Karte.</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <extracomment>a New Game seat row's name box, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>Platz %1: Name</translation>
    </message>
    <message>
        <source>Seat %1: person or computer</source>
        <extracomment>a New Game seat row's person/computer choice, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>Platz %1: Mensch oder Computer</translation>
    </message>
    <message>
        <source>Seat %1: level</source>
        <extracomment>a New Game seat row's computer level, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>Platz %1: Spielstärke</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>the New Game dialog's number of players, as a screen reader names the box</extracomment>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>the New Game dialog's list of games, as a screen reader names it</extracomment>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Seats (in turn order)</source>
        <translation>Plätze (in Zugreihenfolge)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>Spielregeln…</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
</context>
<context>
    <name>OldSaves</name>
    <message>
        <source>This game was saved under earlier rules of %1 (revision %2); Soup Table now plays revision %3.</source>
        <extracomment>%1 is the game's name, %2 the rules revision it was saved under, %3 the revision this app plays</extracomment>
        <translation>Dieses Spiel wurde unter früheren Regeln von %1 gespeichert (Revision %2); Soup Table spielt jetzt Revision %3.</translation>
    </message>
    <message>
        <source>The current rules do not allow even its first move, so it cannot be resumed.</source>
        <translation>Die aktuellen Regeln erlauben nicht einmal seinen ersten Zug, es kann also nicht fortgesetzt werden.</translation>
    </message>
    <message numerus="yes">
        <source>All of its %n move(s) are still allowed, but under the current rules they score differently.</source>
        <translation>
            <numerusform>Sein %n Zug ist weiterhin erlaubt, wird nach den aktuellen Regeln aber anders gewertet.</numerusform>
            <numerusform>Alle seine %n Züge sind weiterhin erlaubt, werden nach den aktuellen Regeln aber anders gewertet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over, so it cannot be resumed.</source>
        <translation>Das Spiel ist zu Ende und kann deshalb nicht fortgesetzt werden.</translation>
    </message>
    <message numerus="yes">
        <source>The current rules allow its moves up to move %1: resuming keeps %1 of %n move(s).</source>
        <extracomment>%1 is how many of the game's moves the current rules allow (from the first one on); %n is all of its moves</extracomment>
        <translation>
            <numerusform>Die aktuellen Regeln erlauben seine Züge bis Zug %1: Beim Fortsetzen bleiben %1 von %n Zug erhalten.</numerusform>
            <numerusform>Die aktuellen Regeln erlauben seine Züge bis Zug %1: Beim Fortsetzen bleiben %1 von %n Zügen erhalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved under earlier rules of %1 (revision %2): resuming keeps %3 of %n move(s).</source>
        <extracomment>on the start screen: %1 is the game's name, %2 the rules revision it was saved under, %3 how many of its moves the current rules allow, %n all of its moves</extracomment>
        <translation>
            <numerusform>Unter früheren Regeln von %1 gespeichert (Revision %2): Beim Fortsetzen bleiben %3 von %n Zug erhalten.</numerusform>
            <numerusform>Unter früheren Regeln von %1 gespeichert (Revision %2): Beim Fortsetzen bleiben %3 von %n Zügen erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved under earlier rules of %1 (revision %2): it can be watched as a replay, not resumed.</source>
        <extracomment>on the start screen: %1 is the game's name, %2 the rules revision it was saved under</extracomment>
        <translation>Unter früheren Regeln von %1 gespeichert (Revision %2): Es lässt sich als Wiedergabe ansehen, aber nicht fortsetzen.</translation>
    </message>
    <message>
        <source>Res&amp;ume from there</source>
        <extracomment>resume a game saved under earlier rules from its last move the current rules allow</extracomment>
        <translation>Von dort &amp;fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <extracomment>watch a game saved under earlier rules as a replay, as far as the current rules go</extracomment>
        <translation>&amp;Wiedergabe ansehen</translation>
    </message>
    <message>
        <source>Set &amp;aside</source>
        <extracomment>rename the file out of the way (it is kept, not deleted), as damaged files are</extracomment>
        <translation>&amp;Beiseitelegen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Saved under earlier rules</source>
        <translation>Unter früheren Regeln gespeichert</translation>
    </message>
    <message>
        <source>A review needs the whole game under the current rules; its moves can be watched as a replay as far as they go.</source>
        <translation>Eine Analyse braucht das ganze Spiel nach den aktuellen Regeln; seine Züge lassen sich als Wiedergabe ansehen, so weit sie gehen.</translation>
    </message>
    <message>
        <source>Its moves can be watched as a replay as far as the current rules allow.</source>
        <translation>Seine Züge lassen sich als Wiedergabe ansehen, so weit die aktuellen Regeln sie erlauben.</translation>
    </message>
    <message>
        <source>Resume it from there as a new game (the file stays as it is), or watch its moves as a replay.</source>
        <translation>Setze es von dort als neues Spiel fort (die Datei bleibt, wie sie ist), oder sieh dir seine Züge als Wiedergabe an.</translation>
    </message>
    <message>
        <source>The game was set aside: its file is kept, not deleted.</source>
        <translation>Das Spiel wurde beiseitegelegt: Seine Datei bleibt erhalten, sie wurde nicht gelöscht.</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>%1, to move</source>
        <extracomment>the score table's name of the player to move, as a screen reader says it</extracomment>
        <translation>%1, ist am Zug</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Verlauf</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>Jetzt darf nur %1 auf den Bildschirm schauen.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a decision button: %1 what it does ("Draw"), %2 its key ("D")</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 überlegt…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warte auf %1.</translation>
    </message>
    <message>
        <source>Press Tab to move to your choices, then Enter to choose.</source>
        <translation>Mit Tab zu deinen Möglichkeiten wechseln, mit Enter auswählen.</translation>
    </message>
    <message>
        <source>That is not one of your choices now: the highlighted ones are.</source>
        <translation>Das steht gerade nicht zur Wahl: Wählbar ist, was hervorgehoben ist.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Das erlauben die Regeln jetzt nicht.</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <source>Your &amp;hand</source>
        <translation>Deine &amp;Handkarten</translation>
    </message>
    <message>
        <source>The &amp;table</source>
        <translation>Der &amp;Tisch</translation>
    </message>
    <message>
        <source>The &amp;scores</source>
        <translation>Die &amp;Punkte</translation>
    </message>
    <message>
        <source>The &amp;last moves</source>
        <translation>Die &amp;letzten Züge</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>&amp;Was kann ich jetzt tun?</translation>
    </message>
    <message>
        <source>Rea&amp;d</source>
        <translation>&amp;Vorlesen</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>Vorlesen</translation>
    </message>
    <message>
        <source>There is no game at the table.</source>
        <translation>Am Tisch läuft kein Spiel.</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>Es wurde noch nichts gespielt.</translation>
    </message>
    <message>
        <source>Reading keys:</source>
        <translation>Vorlese-Tasten:</translation>
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
        <translation>%1 (spielbar)</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1 (gewählt)</translation>
    </message>
    <message>
        <source>You are watching: you hold no cards.</source>
        <translation>Du schaust zu: Du hast keine Handkarten.</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Du hast keine Handkarten.</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s).</source>
        <translation>
            <numerusform>Deine Handkarten: %n Karte.</numerusform>
            <numerusform>Deine Handkarten: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>Auf dem Tisch:</translation>
    </message>
    <message>
        <source>You can choose, with Tab and Enter:</source>
        <translation>Mit Tab und Enter wählbar:</translation>
    </message>
    <message>
        <source>Buttons below the table:</source>
        <translation>Schaltflächen unter dem Tisch:</translation>
    </message>
    <message>
        <source>%1, key %2</source>
        <translation>%1, Taste %2</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <source>Host a t&amp;able…</source>
        <translation>Als Gast&amp;geber spielen…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>An einem Tisch &amp;mitspielen…</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>Gast %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Remote players may ask their computer for hints</source>
        <translation>Online-Spieler dürfen ihren Computer um Tipps bitten</translation>
    </message>
    <message>
        <source>Let computers on the local network join (not only this one)</source>
        <translation>Rechner im lokalen Netz mitspielen lassen (nicht nur diesen)</translation>
    </message>
    <message>
        <source>Port (0: any free port):</source>
        <translation>Port (0: irgendein freier Port):</translation>
    </message>
    <message>
        <source>Make at least one seat Remote (or start a New Game instead).</source>
        <translation>Mach mindestens einen Platz zu „Online“ (oder starte stattdessen ein neues Spiel).</translation>
    </message>
    <message>
        <source>These links work only on this computer. To play with friends elsewhere, host the table again with “Let computers on the local network join” ticked.</source>
        <translation>Diese Links funktionieren nur auf diesem Rechner. Um mit Freunden an anderen Rechnern zu spielen, eröffne den Tisch noch einmal mit Häkchen bei „Rechner im lokalen Netz mitspielen lassen“.</translation>
    </message>
    <message>
        <source>This address works only on this computer: choose the one your friends can reach you at.</source>
        <translation>Diese Adresse funktioniert nur auf diesem Rechner: Wähle die, unter der dich deine Freunde erreichen.</translation>
    </message>
    <message>
        <source>Join my %1 table: %2</source>
        <translation>Spiel mit mir %1 an meinem Tisch: %2</translation>
    </message>
    <message>
        <source>Copied the invite for seat %1: send it to that friend only.</source>
        <translation>Einladung für Platz %1 kopiert: Schick sie nur diesem Freund.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>A computer plays</source>
        <translation>Ein Computerspieler spielt</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>Weg</translation>
    </message>
    <message>
        <source>Waiting to join…</source>
        <translation>Warten auf Beitritt…</translation>
    </message>
    <message>
        <source>Address in the links:</source>
        <translation>Adresse in den Links:</translation>
    </message>
    <message>
        <source>The address your friends reach this computer at: the local network's, a VPN's, or type one.</source>
        <translation>Die Adresse, unter der deine Freunde diesen Rechner erreichen: die des lokalen Netzes, die eines VPN, oder gib eine ein.</translation>
    </message>
    <message>
        <source>Seat %1: invite link</source>
        <extracomment>a remote seat's invite link box, as a screen reader names it: %1 the seat's number</extracomment>
        <translation>Platz %1: Einladungslink</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>Link kopieren</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>Computerspieler spielt</translation>
    </message>
    <message>
        <source>A computer plays this seat until you untick it (for a friend who left).</source>
        <translation>Ein Computerspieler spielt diesen Platz, bis du das Häkchen entfernst (für einen Freund, der gegangen ist).</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>Warten auf Spieler</translation>
    </message>
    <message>
        <source>Send each friend the invite link of their seat (only to them: the link is their seat). In Soup Table they choose Game → Join a table… and paste it. The game starts when everyone is here; a computer can play a seat nobody takes.</source>
        <translation>Schick jedem Freund den Einladungslink seines Platzes (nur ihm: Der Link ist sein Platz). In Soup Table wählt er Spiel → An einem Tisch mitspielen… und fügt ihn ein. Das Spiel beginnt, wenn alle da sind; einen Platz, den niemand nimmt, kann ein Computerspieler übernehmen.</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <source>Cannot listen for players on port %1: %2</source>
        <translation>Auf Port %1 kann nicht auf Spieler gewartet werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>%n freier Platz</numerusform>
            <numerusform>%n freie Plätze</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, hosted by %2 (%3): %4</source>
        <translation>%1, eröffnet von %2 (%3): %4</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <source>Paste the invite link your host sent you:</source>
        <translation>Füge den Einladungslink ein, den dir der Gastgeber geschickt hat:</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <source>Tables on your local network (ask their host for the link of your seat: the list has none):</source>
        <translation>Tische in deinem lokalen Netz (bitte ihren Gastgeber um den Link für deinen Platz: Die Liste enthält keine Links):</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Als &amp;Gastgeber spielen…</translation>
    </message>
    <message>
        <source>Play with friends at other computers: they join with a link</source>
        <translation>Mit Freunden an anderen Rechnern spielen: Sie kommen über einen Link dazu</translation>
    </message>
    <message>
        <source>Sit down at a friend's table with the link they sent</source>
        <translation>Mit dem Link, den dir ein Freund geschickt hat, an seinem Tisch Platz nehmen</translation>
    </message>
    <message>
        <source>A table you joined: %1, as %2</source>
        <translation>Ein Tisch, an dem du mitspielst: %1, als %2</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Wieder mitspielen</translation>
    </message>
    <message>
        <source>Remote seats</source>
        <translation>Online-Plätze</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Nochmal spielen</translation>
    </message>
    <message>
        <source>Only the host can start the next game. When they do, this app follows them to it by itself.</source>
        <translation>Nur der Gastgeber kann das nächste Spiel starten. Sobald er das tut, folgt ihm diese App von selbst dorthin.</translation>
    </message>
    <message>
        <source>The next game could not be hosted at the same address: send your friends the new links.</source>
        <translation>Das nächste Spiel konnte nicht unter derselben Adresse eröffnet werden: Schick deinen Freunden die neuen Links.</translation>
    </message>
    <message>
        <source>The table is hosted again: the same invite links work.</source>
        <translation>Der Tisch ist wieder eröffnet: Die Einladungslinks gelten weiter.</translation>
    </message>
    <message>
        <source>The table is hosted again, with new invite links (see Remote seats).</source>
        <translation>Der Tisch ist wieder eröffnet, mit neuen Einladungslinks (siehe Online-Plätze).</translation>
    </message>
    <message>
        <source>The host starts the next game: joining it…</source>
        <translation>Der Gastgeber startet das nächste Spiel: Beitritt läuft…</translation>
    </message>
    <message>
        <source>Remote table</source>
        <translation>Online-Tisch</translation>
    </message>
    <message>
        <source>A computer plays for %1 while they are away.</source>
        <translation>Solange %1 weg ist, spielt ein Computerspieler für sie oder ihn.</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 ist wieder am Tisch.</translation>
    </message>
    <message>
        <source>%1 left the table: their seat waits for them.</source>
        <translation>%1 hat den Tisch verlassen: Der Platz wartet auf sie oder ihn.</translation>
    </message>
    <message>
        <source>The host did not understand a message from this app.</source>
        <translation>Der Gastgeber hat eine Nachricht dieser App nicht verstanden.</translation>
    </message>
    <message>
        <source>A message was too large for the host.</source>
        <translation>Eine Nachricht war für den Gastgeber zu groß.</translation>
    </message>
    <message>
        <source>The host uses another version of Soup Table. Please update the app (both of you).</source>
        <translation>Der Gastgeber hat eine andere Version von Soup Table. Bitte aktualisiert die App (ihr beide).</translation>
    </message>
    <message>
        <source>This invite link is not valid for the table (or the table has closed).</source>
        <translation>Dieser Einladungslink gilt nicht für diesen Tisch (oder der Tisch wurde geschlossen).</translation>
    </message>
    <message>
        <source>The host did not hear this app say hello.</source>
        <translation>Der Gastgeber hat die Anmeldung dieser App nicht erhalten.</translation>
    </message>
    <message>
        <source>This app is already at the table.</source>
        <translation>Diese App sitzt schon am Tisch.</translation>
    </message>
    <message>
        <source>The host refused a move for another seat.</source>
        <translation>Der Gastgeber hat einen Zug für einen anderen Platz abgelehnt.</translation>
    </message>
    <message>
        <source>The table had already moved on: look again and choose.</source>
        <translation>Am Tisch ging es schon weiter: Sieh noch einmal hin und wähle dann.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The host has not started the game yet.</source>
        <translation>Der Gastgeber hat das Spiel noch nicht gestartet.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Das erlauben die Regeln gerade nicht.</translation>
    </message>
    <message>
        <source>Something went wrong at the host: that move was not made.</source>
        <translation>Beim Gastgeber ist etwas schiefgegangen: Der Zug wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>Too many messages: the host disconnected this app.</source>
        <translation>Zu viele Nachrichten: Der Gastgeber hat die Verbindung zu dieser App getrennt.</translation>
    </message>
    <message>
        <source>Your seat was taken by another connection with the same invite link.</source>
        <translation>Eine andere Verbindung mit demselben Einladungslink hat deinen Platz übernommen.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>The host cannot be reached. Check the link and that the host is still running.</source>
        <translation>Der Gastgeber ist nicht erreichbar. Prüfe den Link und ob der Gastgeber noch läuft.</translation>
    </message>
    <message>
        <source>The host plays other rules of this game. Please update the app (both of you).</source>
        <translation>Der Gastgeber spielt andere Regeln dieses Spiels. Bitte aktualisiert die App (ihr beide).</translation>
    </message>
    <message>
        <source>This version of Soup Table does not have the host's game. Please update the app.</source>
        <translation>Diese Version von Soup Table kennt das Spiel des Gastgebers nicht. Bitte aktualisiere die App.</translation>
    </message>
    <message>
        <source>This is not an invite link. It looks like souptable://HOST:PORT/CODE?fp=…</source>
        <translation>Das ist kein Einladungslink. Ein Einladungslink sieht so aus: souptable://HOST:PORT/CODE?fp=…</translation>
    </message>
    <message>
        <source>This invite link is from an older version of Soup Table: ask the host for a new link.</source>
        <translation>Dieser Einladungslink stammt von einer älteren Version von Soup Table: Bitte den Gastgeber um einen neuen Link.</translation>
    </message>
    <message>
        <source>The computer at this address is not the host who sent the link (its certificate differs), so this app did not give it your seat's code. Ask the host for a new link.</source>
        <translation>Der Rechner unter dieser Adresse ist nicht der Gastgeber, der den Link geschickt hat (sein Zertifikat ist ein anderes), deshalb hat diese App ihm den Code deines Platzes nicht verraten. Bitte den Gastgeber um einen neuen Link.</translation>
    </message>
    <message>
        <source>The host stopped the table for now and keeps it: this app reconnects when the host is back.</source>
        <translation>Der Gastgeber hat den Tisch vorerst angehalten und hebt ihn auf: Diese App verbindet sich wieder, sobald der Gastgeber zurück ist.</translation>
    </message>
    <message>
        <source>The host refused that (%1).</source>
        <translation>Der Gastgeber hat das abgelehnt (%1).</translation>
    </message>
    <message>
        <source>Not connected to the host: choose again when the table is back.</source>
        <translation>Nicht mit dem Gastgeber verbunden: Wähle noch einmal, wenn der Tisch wieder da ist.</translation>
    </message>
    <message>
        <source>Undo is not available at a remote table.</source>
        <translation>An einem Online-Tisch gibt es kein Rückgängig.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: trying again…</source>
        <translation>Die Verbindung zum Gastgeber ist abgerissen: neuer Versuch…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>Wieder am Tisch.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Repla&amp;y a saved game…</source>
        <translation>Gespei&amp;chertes Spiel wiedergeben…</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>Wiedergabe: %1</translation>
    </message>
    <message>
        <source>Move of the game</source>
        <extracomment>the replay's slider, as a screen reader names it</extracomment>
        <translation>Zug im Spiel</translation>
    </message>
    <message>
        <source>The game is over: every hand lies open.</source>
        <translation>Das Spiel ist vorbei: Alle Handkarten liegen offen.</translation>
    </message>
    <message>
        <source>The game is not finished: only what everyone at the table sees.</source>
        <translation>Das Spiel ist noch nicht zu Ende: Zu sehen ist nur, was alle am Tisch sehen.</translation>
    </message>
    <message>
        <source>|◀ F&amp;irst</source>
        <translation>|◀ &amp;Anfang</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Vor ▶</translation>
    </message>
    <message>
        <source>&amp;Last ▶|</source>
        <translation>&amp;Ende ▶|</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>where the replay is: %1 this step, %2 the number of moves in the game</extracomment>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>The cards are dealt; nobody has moved yet.</source>
        <translation>Die Karten sind ausgeteilt; noch hat niemand einen Zug gemacht.</translation>
    </message>
    <message>
        <source>%1 decides.</source>
        <extracomment>a replay's step that shows nothing public; %1 the player</extracomment>
        <translation>%1 entscheidet.</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>Gespeichertes Spiel wiedergeben</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Das Spiel kann nicht wiedergegeben werden</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>&amp;Last results…</source>
        <translation>Let&amp;zte Ergebnisse…</translation>
    </message>
    <message>
        <source>%1 share the win. %2: %3 each.</source>
        <extracomment>%1 the winners ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score</extracomment>
        <translation>%1 teilen sich den Sieg. %2: je %3.</translation>
    </message>
    <message>
        <source>%1 wins on the tie-break. %2: %3, the same as %4.</source>
        <extracomment>%1 the winner, %2 what the score measures, %3 the score, %4 who had the same score</extracomment>
        <translation>%1 gewinnt durch den Gleichstandsentscheid. %2: %3, genauso viel wie %4.</translation>
    </message>
    <message>
        <source>%1 wins. %2: %3.</source>
        <translation>%1 gewinnt. %2: %3.</translation>
    </message>
    <message>
        <source>%1 wins. %2: %3, then %4 with %5.</source>
        <extracomment>%1 the winner, %2 what the score measures, %3 the winner's score, %4 second place, %5 their score</extracomment>
        <translation>%1 gewinnt. %2: %3, danach %4 mit %5.</translation>
    </message>
    <message>
        <source>After this round %1 share the lead. %2: %3 each.</source>
        <extracomment>after a round: %1 the leaders ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score</extracomment>
        <translation>Nach dieser Runde teilen sich %1 die Führung. %2: je %3.</translation>
    </message>
    <message>
        <source>After this round %1 leads on the tie-break. %2: %3, the same as %4.</source>
        <extracomment>after a round: %1 the leader, %2 what the score measures, %3 the score, %4 who has the same score</extracomment>
        <translation>Nach dieser Runde führt %1 durch den Gleichstandsentscheid. %2: %3, genauso viel wie %4.</translation>
    </message>
    <message>
        <source>After this round %1 leads. %2: %3.</source>
        <translation>Nach dieser Runde führt %1. %2: %3.</translation>
    </message>
    <message>
        <source>After this round %1 leads. %2: %3, then %4 with %5.</source>
        <extracomment>after a round: %1 the leader, %2 what the score measures, %3 the leader's score, %4 second place, %5 their score</extracomment>
        <translation>Nach dieser Runde führt %1. %2: %3, dann %4 mit %5.</translation>
    </message>
    <message>
        <source>%1: final standings</source>
        <translation>%1: Endstand</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <source>The same seats, a new deal</source>
        <translation>Dieselben Plätze, neu gegeben</translation>
    </message>
    <message>
        <source>&amp;Rematch, seats rotated</source>
        <translation>&amp;Revanche, Plätze weitergerückt</translation>
    </message>
    <message>
        <source>Everyone moves one seat on, then a new deal</source>
        <translation>Alle rücken einen Platz weiter, dann wird neu gegeben</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>&amp;Wiedergabe…</translation>
    </message>
    <message>
        <source>This game again, move by move, every hand open</source>
        <translation>Dieses Spiel noch einmal, Zug für Zug, alle Handkarten offen</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Revie&amp;w…</source>
        <translation>&amp;Partie analysieren…</translation>
    </message>
    <message>
        <source>Review a sa&amp;ved game…</source>
        <translation>Gespeichertes Spiel ana&amp;lysieren…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>Analyse: %1</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Whose decisions to review.</source>
        <translation>Wessen Entscheidungen analysiert werden.</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v von %m Entscheidungen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>This decision</source>
        <extracomment>the review's text on the decision shown (the move made, the suggestion, the verdict)</extracomment>
        <translation>Diese Entscheidung</translation>
    </message>
    <message>
        <source>The whole game</source>
        <extracomment>the review's text on the whole game</extracomment>
        <translation>Das ganze Spiel</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Review &amp;again</source>
        <translation>&amp;Neu analysieren</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>A&amp;nalysieren</translation>
    </message>
    <message>
        <source>Stop the review.</source>
        <translation>Die Analyse anhalten.</translation>
    </message>
    <message>
        <source>Review this player's decisions now.</source>
        <translation>Die Entscheidungen dieses Spielers jetzt analysieren.</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>Noch nicht analysiert.</translation>
    </message>
    <message>
        <source>Reviewing: the hard computer player searches each decision again from what this player saw then. You can go on playing meanwhile.</source>
        <translation>Analyse läuft: Der schwere Computerspieler durchsucht jede Entscheidung noch einmal, ausgehend von dem, was dieser Spieler damals sah. Du kannst währenddessen weiterspielen.</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Analyse angehalten.</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Review finished and saved with the game.</source>
        <translation>Analyse fertig und mit dem Spiel gespeichert.</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>Analyse fertig.</translation>
    </message>
    <message>
        <source>The review saved with this game.</source>
        <translation>Die mit diesem Spiel gespeicherte Analyse.</translation>
    </message>
    <message>
        <source>Review finished, but it could not be saved: %1</source>
        <translation>Analyse fertig, aber sie konnte nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Nothing to review: this player never had a choice to make.</source>
        <translation>Nichts zu analysieren: Dieser Spieler hatte nie eine Wahl.</translation>
    </message>
    <message>
        <source>(percentage points of win chance)</source>
        <extracomment>after the cost classes' ranges ("small &lt; 5 costly 5–15 …"): what the numbers count</extracomment>
        <translation>(Prozentpunkte Siegchance)</translation>
    </message>
    <message>
        <source>Cost of a decision: how much higher the win chance of the best move was than that of the move made. &lt;b&gt;none&lt;/b&gt; — within the noise or under %1 percentage point; &lt;b&gt;small&lt;/b&gt; — under %2; &lt;b&gt;costly&lt;/b&gt; — %2 to %3; &lt;b&gt;blunder&lt;/b&gt; — %3 percentage points or more. ± is a 95% interval over the simulations.</source>
        <translation>Kosten einer Entscheidung: wie viel höher die Siegchance des besten Zuges war als die des gespielten. &lt;b&gt;keine&lt;/b&gt; — im Rauschen oder unter %1 Prozentpunkt; &lt;b&gt;klein&lt;/b&gt; — unter %2; &lt;b&gt;teuer&lt;/b&gt; — %2 bis %3; &lt;b&gt;Patzer&lt;/b&gt; — %3 Prozentpunkte oder mehr. ± ist ein 95-%-Intervall über die Simulationen.</translation>
    </message>
    <message>
        <source>In this game the hard computer player also counts the place: a win is worth ¾, finishing ahead of each other player the other ¼. The chances shown are on that scale.</source>
        <translation>In diesem Spiel zählt der schwere Computerspieler auch die Platzierung: Ein Sieg zählt ¾, vor jedem anderen Spieler zu landen das übrige ¼. Die gezeigten Chancen sind auf diesem Maßstab.</translation>
    </message>
    <message>
        <source>move %1: %2 instead of %3, %4</source>
        <extracomment>one of the costliest decisions: %1 the move's number, %2 the win chance of the move made, %3 that of the best move, %4 the cost class ("move 12: 38% instead of 52%, costly")</extracomment>
        <translation>Zug %1: %2 statt %3, %4</translation>
    </message>
    <message>
        <source>Your win chance went from %1 at the start to %2 at the end.</source>
        <extracomment>%1 the fair share at the start (e.g. 33%), %2 the outcome (100% a win, 0% a loss)</extracomment>
        <translation>Deine Siegchance ging von %1 am Anfang auf %2 am Ende.</translation>
    </message>
    <message>
        <source>Of what moved it, about %1 came from your choices and %2 from the cards and the other players' moves.</source>
        <extracomment>%1 and %2 are percentages that add up to 100%</extracomment>
        <translation>Davon kamen etwa %1 aus deinen Entscheidungen und %2 aus den Karten und den Zügen der anderen.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>%1 decisions weighed: %2 none, %3 small, %4 costly, %5 blunder.</source>
        <translation>%1 Entscheidungen bewertet: %2 keine, %3 klein, %4 teuer, %5 Patzer.</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>Die teuersten Entscheidungen:</translation>
    </message>
    <message>
        <source>No decision cost anything beyond the noise.</source>
        <translation>Keine Entscheidung hat mehr als das Rauschen gekostet.</translation>
    </message>
    <message>
        <source>The game is not finished: there is no outcome to weigh luck against.</source>
        <translation>Das Spiel ist nicht zu Ende: Es gibt noch kein Ergebnis, an dem sich das Glück messen ließe.</translation>
    </message>
    <message>
        <source>Play decided this game: the choices moved the chance more than the cards did.</source>
        <translation>Dein Spiel hat diese Partie entschieden: Die Entscheidungen haben die Chance stärker bewegt als die Karten.</translation>
    </message>
    <message>
        <source>Luck decided this game: the cards and the others' moves moved the chance more than the choices did.</source>
        <translation>Das Glück hat diese Partie entschieden: Die Karten und die Züge der anderen haben die Chance stärker bewegt als die Entscheidungen.</translation>
    </message>
    <message>
        <source>Luck and play both decided this game.</source>
        <translation>Glück und Spiel haben diese Partie gemeinsam entschieden.</translation>
    </message>
    <message>
        <source>%1 ± %2 (%3 simulations)</source>
        <translation>%1 ± %2 (%3 Simulationen)</translation>
    </message>
    <message>
        <source>Choose a decision on the timeline.</source>
        <translation>Wähle eine Entscheidung auf der Zeitleiste.</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>Gespielt:</translation>
    </message>
    <message>
        <source>Every other move plays the same here: nothing to compare.</source>
        <translation>Jeder andere Zug wirkt hier genauso: Es gibt nichts zu vergleichen.</translation>
    </message>
    <message>
        <source>Suggested:</source>
        <translation>Vorschlag:</translation>
    </message>
    <message>
        <source>Best alternative:</source>
        <translation>Beste Alternative:</translation>
    </message>
    <message>
        <source>The suggested move wins more often: %1 instead of %2. Cost: %3.</source>
        <extracomment>%1 the win chance of the suggested move, %2 of the move made, %3 the cost class</extracomment>
        <translation>Der vorgeschlagene Zug gewinnt öfter: %1 statt %2. Kosten: %3.</translation>
    </message>
    <message>
        <source>About equal: %1 against %2 is within the noise.</source>
        <extracomment>%1 the win chance of the move made, %2 of the best alternative</extracomment>
        <translation>Etwa gleich: %1 gegen %2 liegt im Rauschen.</translation>
    </message>
    <message>
        <source>Your move was the best the search found.</source>
        <translation>Dein Zug war der beste, den die Suche gefunden hat.</translation>
    </message>
    <message>
        <source>The review opens when the game is over.</source>
        <translation>Die Analyse öffnet sich, wenn das Spiel zu Ende ist.</translation>
    </message>
    <message>
        <source>The review cannot be saved: %1</source>
        <translation>Die Analyse kann nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>Gespeichertes Spiel analysieren</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable *.json)</source>
        <translation>Soup-Table-Partien (*.souptable *.json)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>Das Spiel kann nicht analysiert werden</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>small</source>
        <translation>klein</translation>
    </message>
    <message>
        <source>costly</source>
        <translation>teuer</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <source>Timeline of your decisions</source>
        <translation>Zeitleiste deiner Entscheidungen</translation>
    </message>
    <message>
        <source>Click a mark, or use the arrow keys, to see that decision.</source>
        <translation>Klicke auf eine Markierung oder nutze die Pfeiltasten, um diese Entscheidung zu sehen.</translation>
    </message>
    <message>
        <source>Move %1: cost %2</source>
        <translation>Zug %1: Kosten %2</translation>
    </message>
</context>
<context>
    <name>Salty</name>
    <message>
        <source>Salt</source>
        <translation>Salz</translation>
    </message>
    <message>
        <source>Shoyu</source>
        <extracomment>the second-saltiest seasoning: "Shoyu" in the English rulebook, ソース in the Japanese edition (use ソース)</extracomment>
        <translation>Sojasoße</translation>
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
        <translation>Tomate</translation>
    </message>
    <message>
        <source>Fried Egg</source>
        <translation>Spiegelei</translation>
    </message>
    <message>
        <source>Karaage</source>
        <translation>Karaage</translation>
    </message>
    <message>
        <source>French Fries</source>
        <translation>Pommes frites</translation>
    </message>
    <message>
        <source>Okonomiyaki</source>
        <translation>Okonomiyaki</translation>
    </message>
    <message>
        <source>Hamburg Steak</source>
        <translation>Hamburg-Steak</translation>
    </message>
    <message>
        <source>%1 (front)</source>
        <extracomment>a food card lying on its front (its plates are the bet): %1 the food</extracomment>
        <translation>%1 (Vorderseite)</translation>
    </message>
    <message>
        <source>%1 (back)</source>
        <extracomment>a food card lying on its back (a bet of 0 cubes): %1 the food</extracomment>
        <translation>%1 (Rückseite)</translation>
    </message>
    <message>
        <source>%1 (side hidden)</source>
        <extracomment>a food card whose side is not known yet: %1 the food</extracomment>
        <translation>%1 (Seite verdeckt)</translation>
    </message>
    <message>
        <source>The previous player played %1 and you hold %1: you must play a %1 card.</source>
        <translation>Der Spieler vor dir hat %1 gespielt, und du hast %1: Du musst eine %1-Karte spielen.</translation>
    </message>
    <message>
        <source>First choose a food card.</source>
        <translation>Wähle zuerst eine Gerichtkarte.</translation>
    </message>
    <message>
        <source>First choose the side of your food card: your bet.</source>
        <translation>Wähle zuerst die Seite deiner Gerichtkarte: deine Ansage.</translation>
    </message>
    <message>
        <source>Before the meal, discard exactly two seasoning cards.</source>
        <translation>Wirf vor der Mahlzeit genau zwei Gewürzkarten ab.</translation>
    </message>
    <message>
        <source>That food card has already been taken.</source>
        <translation>Diese Gerichtkarte ist schon vergeben.</translation>
    </message>
    <message>
        <source>There is no such food card.</source>
        <translation>Diese Gerichtkarte gibt es nicht.</translation>
    </message>
    <message>
        <source>A food card has only a front and a back.</source>
        <translation>Eine Gerichtkarte hat nur eine Vorder- und eine Rückseite.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>Choose two cards to discard.</source>
        <translation>Wähle zwei Karten zum Abwerfen.</translation>
    </message>
</context>
<context>
    <name>SaltyBoard</name>
    <message>
        <source>Seasoning shelf</source>
        <translation>Gewürzregal</translation>
    </message>
    <message>
        <source>Seasoning bag: %1 cubes</source>
        <translation>Gewürzbeutel: %1 Würfel</translation>
    </message>
    <message>
        <source>Set aside:</source>
        <translation>Beiseite:</translation>
    </message>
    <message>
        <source>Total %1 · cards won %2</source>
        <extracomment>a seat's status line: %1 its total score, %2 how many seasoning cards it has won</extracomment>
        <translation>Gesamt %1 · %2 Karten gewonnen</translation>
    </message>
    <message>
        <source>Last Player</source>
        <extracomment>added to a seat's status line: this player is the Last Player (ラストプレイヤー)</extracomment>
        <translation>Letzter Spieler</translation>
    </message>
    <message>
        <source>has no %1</source>
        <extracomment>added to a seat's status line: the seasonings this player is known to lack ("has no Salt, Ketchup")</extracomment>
        <translation>ohne %1</translation>
    </message>
    <message numerus="yes">
        <source>Face-down card — %1's hand (%n card(s))</source>
        <translation>
            <numerusform>Verdeckte Karte – Handkarten von %1 (%n Karte)</numerusform>
            <numerusform>Verdeckte Karte – Handkarten von %1 (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Your discard: %1</source>
        <translation>Deine Abwürfe: %1</translation>
    </message>
    <message>
        <source>outside (−10 each):</source>
        <extracomment>a label beside a food card: the cubes that did not fit on its plates</extracomment>
        <translation>daneben (je −10):</translation>
    </message>
    <message>
        <source>bet 0: win no cube</source>
        <extracomment>a label on a food card lying on its back: the player bet 0 cubes</extracomment>
        <translation>Ansage 0: kein Würfel</translation>
    </message>
    <message>
        <source>%1: %2 cubes on the shelf</source>
        <translation>%1: %2 Würfel im Regal</translation>
    </message>
    <message>
        <source>Food cards: each player takes one</source>
        <translation>Gerichtkarten: Jeder nimmt eine</translation>
    </message>
    <message>
        <source>follow: %1</source>
        <translation>bedienen: %1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Vorige Runde</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message>
        <source>%1 won (main: %2; salt %3)</source>
        <extracomment>under the last round's cards: %1 the winner, %2 the main seasoning(s), %3 the salt cubes then</extracomment>
        <translation>%1 gewann (Hauptgewürz: %2; Salz %3)</translation>
    </message>
    <message>
        <source>To play a card, click it in your hand or drag it here into the round.</source>
        <translation>Um eine Karte zu spielen, klicke sie in deiner Hand an oder ziehe sie hierher in die Runde.</translation>
    </message>
    <message>
        <source>To play a card, drag it into the round (or just click it).</source>
        <translation>Um eine Karte zu spielen, ziehe sie in die Runde (oder klicke sie einfach an).</translation>
    </message>
    <message>
        <source>To discard a card, drag it onto your discard pile (or click two cards, then Discard).</source>
        <translation>Um eine Karte abzuwerfen, ziehe sie auf deinen Ablagestapel (oder klicke zwei Karten an, dann „Abwerfen“).</translation>
    </message>
    <message>
        <source>To take a food card, click it (or drag it out of the middle).</source>
        <translation>Um eine Gerichtkarte zu nehmen, klicke sie an (oder ziehe sie aus der Mitte).</translation>
    </message>
    <message>
        <source>Meal %1 of %2</source>
        <translation>Mahlzeit %1 von %2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Salt cubes on the shelf: %1</source>
        <translation>Salzwürfel im Regal: %1</translation>
    </message>
    <message>
        <source>Cards closest to %1 win</source>
        <extracomment>the rule under the salt count: %1 is the number of salt cubes on the shelf</extracomment>
        <translation>Die Karten am nächsten an %1 gewinnen</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>%1 (seasoning card)</source>
        <translation>%1 (Gewürzkarte)</translation>
    </message>
    <message>
        <source>Winning a round with it takes a %1 cube from the shelf (%2 there now).</source>
        <translation>Wer mit ihr eine Runde gewinnt, nimmt einen %1-Würfel aus dem Regal (dort jetzt %2).</translation>
    </message>
    <message>
        <source>Of the main seasoning, the card closest to the salt cubes on the shelf (%1) wins; then the lower value, then the saltier seasoning.</source>
        <translation>Von den Karten des Hauptgewürzes gewinnt die, die der Zahl der Salzwürfel im Regal (%1) am nächsten ist; dann der niedrigere Wert, dann das salzigere Gewürz.</translation>
    </message>
    <message>
        <source>%1 — set aside face up: not in play in this meal</source>
        <translation>%1 – offen beiseitegelegt: in dieser Mahlzeit nicht im Spiel</translation>
    </message>
    <message>
        <source>Face-down card — %1's discard pile</source>
        <translation>Verdeckte Karte – Ablagestapel von %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plate(s), accuracy bonus %2 per cube, max %3</source>
        <translation>
            <numerusform>%1: %n Teller, Genauigkeitsbonus %2 pro Würfel, max. %3</numerusform>
            <numerusform>%1: %n Teller, Genauigkeitsbonus %2 pro Würfel, max. %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Each cube on a plate: %1 points; each cube outside: %2.</source>
        <translation>Jeder Würfel auf einem Teller: %1 Punkte; jeder Würfel daneben: %2.</translation>
    </message>
    <message>
        <source>Variety bonus: %1 points per colour on the plates.</source>
        <translation>Vielfaltsbonus: %1 Punkte pro Farbe auf den Tellern.</translation>
    </message>
    <message>
        <source>Back: bet 0. No cube won: %1 points × the players who bet 0. Each cube won: %2.</source>
        <translation>Rückseite: Ansage 0. Kein Würfel gewonnen: %1 Punkte × Spieler mit Ansage 0. Je gewonnenem Würfel: %2.</translation>
    </message>
    <message>
        <source>Its back is a bet of 0.</source>
        <translation>Die Rückseite der Karte ist eine Ansage von 0.</translation>
    </message>
    <message>
        <source>Front: bet %1</source>
        <translation>Vorderseite: Ansage %1</translation>
    </message>
    <message>
        <source>%1 — side chosen, hidden until all have chosen</source>
        <translation>%1 – Seite gewählt, verdeckt, bis alle gewählt haben</translation>
    </message>
    <message>
        <source>%1 — side not chosen yet</source>
        <translation>%1 – Seite noch nicht gewählt</translation>
    </message>
    <message>
        <source>%1, front: bet %2</source>
        <translation>%1, Vorderseite: Ansage %2</translation>
    </message>
    <message>
        <source>%1, back: bet %2</source>
        <translation>%1, Rückseite: Ansage %2</translation>
    </message>
    <message>
        <source>A plate on %1's food card: it takes one cube (%2 points).</source>
        <translation>Ein Teller auf der Gerichtkarte von %1: Er fasst einen Würfel (%2 Punkte).</translation>
    </message>
    <message>
        <source>%1 cube on a plate: %2 points</source>
        <translation>%1-Würfel auf einem Teller: %2 Punkte</translation>
    </message>
    <message>
        <source>%1 cube outside the plates: %2 points</source>
        <translation>%1-Würfel neben den Tellern: %2 Punkte</translation>
    </message>
    <message>
        <source>The number of salt cubes (%1) is the reference number of every round.</source>
        <translation>Die Zahl der Salzwürfel (%1) ist die Bezugszahl jeder Runde.</translation>
    </message>
    <message>
        <source>The round: each player plays one card. You must play the seasoning of the previous player's card if you can.</source>
        <translation>Die Runde: Jeder spielt eine Karte. Du musst das Gewürz der Karte des Spielers vor dir spielen, wenn du kannst.</translation>
    </message>
    <message>
        <source>Your discard pile: choose two cards (click them or drag them here); they are discarded face down.</source>
        <translation>Dein Ablagestapel: Wähle zwei Karten (anklicken oder hierher ziehen); sie werden verdeckt abgeworfen.</translation>
    </message>
    <message>
        <source>Back: bet 0</source>
        <translation>Rückseite: Ansage 0</translation>
    </message>
    <message>
        <source>Discard (%1/2)</source>
        <extracomment>a button: discard the two chosen cards; %1 of 2 are chosen so far</extracomment>
        <translation>Abwerfen (%1/2)</translation>
    </message>
    <message>
        <source>Choose a food card: its plates are the cubes you will bet on.</source>
        <translation>Wähle eine Gerichtkarte: Die Teller darauf sind die Würfel, die du ansagst.</translation>
    </message>
    <message>
        <source>Choose your bet: the front (the plates) or the back (0 cubes). The others see it when all have chosen.</source>
        <translation>Wähle deine Ansage: Vorderseite (die Teller) oder Rückseite (0 Würfel). Die anderen sehen sie, wenn alle gewählt haben.</translation>
    </message>
    <message>
        <source>Before the meal: choose two seasoning cards to discard face down.</source>
        <translation>Vor der Mahlzeit: Wähle zwei Gewürzkarten, die du verdeckt abwirfst.</translation>
    </message>
    <message>
        <source>Play a card: follow %1 if you can.</source>
        <translation>Spiel eine Karte: Bediene %1, wenn du kannst.</translation>
    </message>
    <message>
        <source>You lead this round: play any card.</source>
        <translation>Du spielst diese Runde aus: Spiel eine beliebige Karte.</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>%1 nehmen</translation>
    </message>
    <message>
        <source>bet with the front</source>
        <translation>mit der Vorderseite ansagen</translation>
    </message>
    <message>
        <source>bet with the back (0 cubes)</source>
        <translation>mit der Rückseite ansagen (0 Würfel)</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Ties: the higher score in the last meal wins; otherwise the win is shared.</source>
        <translation>Bei Gleichstand gewinnt, wer in der letzten Mahlzeit mehr Punkte bekam; sonst wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Food</source>
        <extracomment>column heading of the score table: the player's food card (keep it short)</extracomment>
        <translation>Gericht</translation>
    </message>
    <message>
        <source>Bet</source>
        <extracomment>column heading of the score table: how many cubes the player bet on (予想; keep it short)
----------
a row of the meal's score sheet: the cubes bet on</extracomment>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Cubes</source>
        <extracomment>column heading of the score table: seasoning cubes won this meal (keep it short)</extracomment>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>column heading of the score table: the total score of the game so far
----------
a row of the meal's score sheet: the total score after this meal</extracomment>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Meal %1 begins. Last Player: %2; First Player: %3.</source>
        <translation>Mahlzeit %1 beginnt. Letzter Spieler: %2; Erster Spieler: %3.</translation>
    </message>
    <message>
        <source>You bet with the front of your food card.</source>
        <translation>Du sagst mit der Vorderseite deiner Gerichtkarte an.</translation>
    </message>
    <message>
        <source>You bet with the back of your food card: 0 cubes.</source>
        <translation>Du sagst mit der Rückseite deiner Gerichtkarte an: 0 Würfel.</translation>
    </message>
    <message>
        <source>Bets revealed: %1.</source>
        <extracomment>%1 lists every player's bet ("P1: bet 3, P2: bet 0")</extracomment>
        <translation>Ansagen aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>%1 wins the round with %2 and takes a %3 cube.</source>
        <translation>%1 gewinnt die Runde mit %2 und nimmt einen %3-Würfel.</translation>
    </message>
    <message>
        <source>%1 wins the round with %2; no cube of that seasoning is left.</source>
        <translation>%1 gewinnt die Runde mit %2; von diesem Gewürz ist kein Würfel mehr übrig.</translation>
    </message>
    <message>
        <source>Still tied for the next Last Player: %1. Drawn at random: %2.</source>
        <translation>Noch immer Gleichstand für den nächsten Letzten Spieler: %1. Ausgelost wurde: %2.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one seasoning on the shelf at the start of a meal: %1 the seasoning, %2 its cubes</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Shelf at the start: %1</source>
        <translation>Gewürzregal zu Beginn: %1</translation>
    </message>
    <message>
        <source>%1 has chosen a side.</source>
        <translation>%1 hat eine Seite gewählt.</translation>
    </message>
    <message>
        <source>%1: bet %2</source>
        <extracomment>one bet in the list of revealed bets: %1 the player, %2 the cubes bet</extracomment>
        <translation>%1: Ansage %2</translation>
    </message>
    <message>
        <source>Meal %1 is scored.</source>
        <translation>Mahlzeit %1 wird gewertet.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Meal %1</source>
        <translation>Mahlzeit %1</translation>
    </message>
    <message>
        <source>Players who bet 0: %1</source>
        <translation>Spieler mit Ansage 0: %1</translation>
    </message>
    <message>
        <source>Food card</source>
        <extracomment>a row of the meal's score sheet: the food card and its side</extracomment>
        <translation>Gericht­karte</translation>
    </message>
    <message>
        <source>On plates</source>
        <extracomment>a row of the meal's score sheet: the cubes won that lie on the plates</extracomment>
        <translation>Auf Tellern</translation>
    </message>
    <message>
        <source>Outside</source>
        <extracomment>a row of the meal's score sheet: the cubes won that did not fit on the plates</extracomment>
        <translation>Daneben</translation>
    </message>
    <message>
        <source>Plates</source>
        <extracomment>a row of the meal's score sheet: points for the cubes on plates</extracomment>
        <translation>Teller</translation>
    </message>
    <message>
        <source>Outside −10</source>
        <extracomment>a row of the meal's score sheet: points lost for the cubes outside (−10 each)</extracomment>
        <translation>Daneben −10</translation>
    </message>
    <message>
        <source>Accuracy bonus</source>
        <translation>Genauigkeits­bonus</translation>
    </message>
    <message>
        <source>Variety bonus</source>
        <translation>Vielfalts­bonus</translation>
    </message>
    <message>
        <source>Bet 0</source>
        <extracomment>a row of the meal's score sheet: points for a successful bet of 0 cubes</extracomment>
        <translation>Ansage 0</translation>
    </message>
    <message>
        <source>Meal</source>
        <extracomment>a row of the meal's score sheet: the points of this meal</extracomment>
        <translation>Mahlzeit</translation>
    </message>
    <message>
        <source>A betting game of seasonings: at the start of each meal you choose a food card, predicting how many seasoning cubes you will win (or none at all), then play one card each round. Follow the seasoning of the player just before you if you can; which card wins changes from round to round. One meal per player; the highest total score wins.</source>
        <translation>Ein Ansagespiel mit Gewürzen: Zu Beginn jeder Mahlzeit wählst du eine Gerichtkarte und sagst damit an, wie viele Gewürzwürfel du gewinnst (oder gar keinen), dann spielst du jede Runde eine Karte. Bediene das Gewürz des Spielers direkt vor dir, wenn du kannst; welche Karte gewinnt, ändert sich von Runde zu Runde. Eine Mahlzeit pro Spieler; die höchste Gesamtpunktzahl gewinnt.</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Start s&amp;creen</source>
        <translation>Startbil&amp;dschirm</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>Das Spiel verlassen?</translation>
    </message>
    <message>
        <source>Restart the game?</source>
        <translation>Das Spiel neu starten?</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Ein anderes Spiel öffnen?</translation>
    </message>
    <message>
        <source>Quit Soup Table?</source>
        <translation>Soup Table beenden?</translation>
    </message>
    <message>
        <source>%1 is not finished yet (%2).</source>
        <translation>%1 ist noch nicht zu Ende (%2).</translation>
    </message>
    <message>
        <source>%1 is not finished yet.</source>
        <translation>%1 ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>Keep it, and the start screen offers it next time. Or discard it.</source>
        <translation>Heb es auf, dann bietet der Startbildschirm es beim nächsten Mal an. Oder verwirf es.</translation>
    </message>
    <message>
        <source>Keep it, and the start screen offers it whenever you like. Or discard it.</source>
        <translation>Heb es auf, dann bietet der Startbildschirm es an, wann immer du willst. Oder verwirf es.</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>Für &amp;später aufheben</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>The game could not be kept</source>
        <translation>Das Spiel konnte nicht aufgehoben werden</translation>
    </message>
    <message>
        <source>The game was kept: the start screen offers it.</source>
        <translation>Das Spiel wurde aufgehoben: Der Startbildschirm bietet es an.</translation>
    </message>
    <message>
        <source>Not autosaved: another unfinished game is in the autosave.</source>
        <translation>Nicht automatisch gespeichert: Im automatischen Speicherstand liegt schon ein anderes nicht beendetes Spiel.</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically (%1). If Soup Table closed now, the moves since the last autosave would be lost. Free some disk space; the next move tries again.</source>
        <translation>Das Spiel kann nicht automatisch gespeichert werden (%1). Würde Soup Table jetzt beendet, gingen die Züge seit dem letzten automatischen Speichern verloren. Schaffe etwas Speicherplatz frei; beim nächsten Zug wird es erneut versucht.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1). The games of this session are still counted, and saved with the next game that can be.</source>
        <translation>Deine Statistik konnte nicht gespeichert werden (%1). Die Spiele dieser Sitzung werden trotzdem gezählt und mit dem nächsten Spiel gespeichert, bei dem das gelingt.</translation>
    </message>
    <message>
        <source>Your statistics file cannot be read (%1), so it was left as it is. The games of this session are counted, and added to it as soon as it can be read again.</source>
        <translation>Deine Statistikdatei kann nicht gelesen werden (%1), deshalb bleibt sie, wie sie ist. Die Spiele dieser Sitzung werden gezählt und ihr hinzugefügt, sobald sie wieder lesbar ist.</translation>
    </message>
    <message>
        <source>Your settings could not be saved to %1. They apply until Soup Table is closed.</source>
        <translation>Deine Einstellungen konnten nicht unter %1 gespeichert werden. Sie gelten, bis Soup Table beendet wird.</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
    <message>
        <source>last played %1</source>
        <translation>zuletzt gespielt %1</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>heute um %1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>gestern um %1</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>Das Spiel verwerfen?</translation>
    </message>
    <message>
        <source>A discarded game cannot be resumed.</source>
        <translation>Ein verworfenes Spiel kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert unter %1</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Strict: only until something hidden is revealed</source>
        <translation>Streng: nur bis etwas Verdecktes aufgedeckt wird</translation>
    </message>
    <message>
        <source>Relaxed: always (casual play)</source>
        <translation>Locker: immer (gemütliches Spiel)</translation>
    </message>
    <message>
        <source>Plain background, strong frames, bold text</source>
        <translation>Schlichter Hintergrund, kräftige Rahmen, fette Schrift</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>My turn and summaries</source>
        <translation>Mein Zug und Zusammenfassungen</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>Nichts</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <source>Think time of the hard computer player:</source>
        <translation>Bedenkzeit des schweren Computerspielers:</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>Rückgängig:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kartengröße:</translation>
    </message>
    <message>
        <source>High contrast table:</source>
        <translation>Tisch mit hohem Kontrast:</translation>
    </message>
    <message>
        <source>Table text size:</source>
        <translation>Schriftgröße am Tisch:</translation>
    </message>
    <message>
        <source>Screen reader says:</source>
        <translation>Der Bildschirmleser sagt:</translation>
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
        <translation>dünne Nudeln</translation>
    </message>
    <message>
        <source>Medium noodles</source>
        <translation>mittlere Nudeln</translation>
    </message>
    <message>
        <source>Thick noodles</source>
        <translation>dicke Nudeln</translation>
    </message>
    <message>
        <source>Chashu</source>
        <translation>Chashu</translation>
    </message>
    <message>
        <source>Seasoned egg</source>
        <translation>Ajitama-Ei</translation>
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
        <translation>Frühlings­zwiebel</translation>
    </message>
    <message>
        <source>Nori</source>
        <translation>Nori</translation>
    </message>
    <message>
        <source>Bean sprouts</source>
        <translation>Soja­sprossen</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Swap card</source>
        <translation>Tauschkarte</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>Suppe</translation>
    </message>
    <message>
        <source>noodles</source>
        <translation>Nudeln</translation>
    </message>
    <message>
        <source>topping</source>
        <translation>Einlage</translation>
    </message>
    <message>
        <source>swap card</source>
        <translation>Tauschkarte</translation>
    </message>
    <message>
        <source>Sapporo Miso</source>
        <translation>Sapporo-Miso</translation>
    </message>
    <message>
        <source>Hakata Tonkotsu</source>
        <translation>Hakata-Tonkotsu</translation>
    </message>
    <message>
        <source>Tokyo Shoyu</source>
        <translation>Tokio-Shoyu</translation>
    </message>
    <message>
        <source>Shio Ramen</source>
        <translation>Shio-Ramen</translation>
    </message>
    <message>
        <source>Chashu Men</source>
        <extracomment>a bonus card's name, as the English rulebook prints it (チャーシュー麺)</extracomment>
        <translation>Chashu-Men</translation>
    </message>
    <message>
        <source>Everything On It</source>
        <extracomment>a bonus card's name, as the English rulebook prints it (全部のせ)</extracomment>
        <translation>Alles drauf</translation>
    </message>
    <message numerus="yes">
        <source>%n different topping(s)</source>
        <translation>
            <numerusform>%n verschiedene Einlage</numerusform>
            <numerusform>%n verschiedene Einlagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Order up!</source>
        <translation>Bestellung fertig!</translation>
    </message>
    <message>
        <source>any soup</source>
        <translation>beliebige Suppe</translation>
    </message>
    <message>
        <source>any noodles</source>
        <translation>beliebige Nudeln</translation>
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
        <translation>Ein Spieler hat alle seine Schüsseln fertig.</translation>
    </message>
    <message>
        <source>The last card of the draw pile was drawn.</source>
        <translation>Die letzte Karte des Nachziehstapels wurde gezogen.</translation>
    </message>
    <message>
        <source>First draw a card from the draw pile, or finish a bowl with Order up!.</source>
        <translation>Zieh erst eine Karte vom Nachziehstapel oder schließe eine Schüssel mit „Bestellung fertig!“ ab.</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>Der Nachziehstapel ist leer.</translation>
    </message>
    <message>
        <source>There is no such bowl.</source>
        <translation>Diese Schüssel gibt es nicht.</translation>
    </message>
    <message>
        <source>That bowl is finished (Order up!): nothing can be added or swapped until the end.</source>
        <translation>Diese Schüssel ist fertig („Bestellung fertig!“): Bis zum Spielende kommt nichts mehr hinein und nichts wird getauscht.</translation>
    </message>
    <message>
        <source>That bowl needs a soup before it can be finished.</source>
        <translation>Diese Schüssel braucht erst eine Suppe, bevor sie fertig sein kann.</translation>
    </message>
    <message>
        <source>That bowl needs noodles before it can be finished.</source>
        <translation>Diese Schüssel braucht erst Nudeln, bevor sie fertig sein kann.</translation>
    </message>
    <message numerus="yes">
        <source>That bowl needs at least %n topping(s) before it can be finished.</source>
        <translation>
            <numerusform>Diese Schüssel braucht erst mindestens %n Einlage, bevor sie fertig sein kann.</numerusform>
            <numerusform>Diese Schüssel braucht erst mindestens %n Einlagen, bevor sie fertig sein kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>You have drawn already: now put a card into a bowl, play the swap card or discard.</source>
        <translation>Du hast schon gezogen: Lege jetzt eine Karte in eine Schüssel, spiel die Tauschkarte oder wirf ab.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>That bowl already has a different soup.</source>
        <translation>In dieser Schüssel ist schon eine andere Suppe.</translation>
    </message>
    <message>
        <source>That bowl already has different noodles.</source>
        <translation>In dieser Schüssel sind schon andere Nudeln.</translation>
    </message>
    <message>
        <source>The swap card does not go into a bowl: play it to exchange two cards.</source>
        <translation>Die Tauschkarte kommt nicht in eine Schüssel: Spiel sie aus, um zwei Karten zu tauschen.</translation>
    </message>
    <message>
        <source>You may discard only when no card in your hand fits into any bowl.</source>
        <translation>Abwerfen darfst du nur, wenn keine deiner Handkarten in irgendeine Schüssel passt.</translation>
    </message>
    <message>
        <source>You have no swap card.</source>
        <translation>Du hast keine Tauschkarte.</translation>
    </message>
    <message>
        <source>Choose a card in another bowl to swap with.</source>
        <translation>Wähle zum Tauschen eine Karte in einer anderen Schüssel.</translation>
    </message>
    <message>
        <source>That card is not in that bowl.</source>
        <translation>Diese Karte liegt nicht in dieser Schüssel.</translation>
    </message>
    <message>
        <source>Only cards of the same kind can be swapped: soup for soup, noodles for noodles, topping for topping.</source>
        <translation>Getauscht wird nur Gleiches gegen Gleiches: Suppe gegen Suppe, Nudeln gegen Nudeln, Einlage gegen Einlage.</translation>
    </message>
    <message>
        <source>Extra soup and extra noodles cannot be swapped.</source>
        <translation>Extra Suppe und Extra Nudeln dürfen nicht getauscht werden.</translation>
    </message>
    <message>
        <source>Swapping two identical cards would change nothing.</source>
        <translation>Zwei gleiche Karten zu tauschen würde nichts ändern.</translation>
    </message>
    <message>
        <source>Between two of your own bowls the two cards simply change places.</source>
        <translation>Zwischen zwei eigenen Schüsseln tauschen die beiden Karten einfach die Plätze.</translation>
    </message>
    <message>
        <source>The card you get does not fit into that bowl.</source>
        <translation>Die Karte, die du bekommst, passt nicht in diese Schüssel.</translation>
    </message>
</context>
<context>
    <name>SoupmengBoard</name>
    <message>
        <source>hand %1 · finished %2/%3 · bonus %4 pts</source>
        <extracomment>a seat's status line: %1 cards in hand, %2 of %3 bowls finished, %4 points of bonus cards (keep it short)</extracomment>
        <translation>Hand %1 · fertig %2/%3 · Bonus %4 Pkt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 hat %n Karte auf der Hand</numerusform>
            <numerusform>%1 hat %n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Claimed by %1 with bowl %2.</source>
        <translation>Geholt von %1 mit Schüssel %2.</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>written in a bowl's empty soup place</extracomment>
        <translation>Suppe</translation>
    </message>
    <message>
        <source>Noodles</source>
        <extracomment>written in a bowl's empty noodles place</extracomment>
        <translation>Nudeln</translation>
    </message>
    <message>
        <source>Toppings</source>
        <extracomment>written in a bowl's empty toppings place</extracomment>
        <translation>Einlagen</translation>
    </message>
    <message>
        <source>Bowl %1 · %2 pts</source>
        <extracomment>under a bowl: its number and the points in it now (keep it short)</extracomment>
        <translation>Schüssel %1 · %2 Pkt.</translation>
    </message>
    <message>
        <source>★%1</source>
        <extracomment>after a bowl's points: the bonus of the lucky topping in it ("★+10")</extracomment>
        <translation>★%1</translation>
    </message>
    <message>
        <source>⚠ next: %1</source>
        <extracomment>a warning on a bowl with 4 toppings: one more and it scores %1 (keep it short)</extracomment>
        <translation>⚠ nächste: %1</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <extracomment>how far a game of Soup Meng Ramen has got (one round, until the draw pile runs out)</extracomment>
        <translation>
            <numerusform>Nachziehstapel: %n Karte</numerusform>
            <numerusform>Nachziehstapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Discard pile (only when no card fits anywhere)</source>
        <translation>Ablagestapel (nur wenn keine Karte irgendwo passt)</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Ablagestapel: %n Karte</numerusform>
            <numerusform>Ablagestapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards — the first bowl to meet one claims it</source>
        <translation>Bonuskarten – die erste passende Schüssel bekommt sie</translation>
    </message>
    <message>
        <source>All bonus cards have been claimed.</source>
        <translation>Alle Bonuskarten sind vergeben.</translation>
    </message>
    <message>
        <source>Bonus card %1: %2 points. A bowl needs: %3.</source>
        <translation>Bonuskarte %1: %2 Punkte. Eine Schüssel braucht: %3.</translation>
    </message>
    <message>
        <source>%1 (%2, %3 points)</source>
        <extracomment>a card's tooltip: %1 its name, %2 its kind (soup, noodles, topping), %3 its points</extracomment>
        <translation>%1 (%2, %3 Punkte)</translation>
    </message>
    <message>
        <source>%1 — put it on a bowl with soup, noodles and at least %2 toppings to finish it.</source>
        <translation>%1 – leg sie auf eine Schüssel mit Suppe, Nudeln und mindestens %2 Einlagen, um sie abzuschließen.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>noch %n Karte</numerusform>
            <numerusform>noch %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — this bowl is finished: nothing can be added or swapped until the end.</source>
        <translation>%1 – diese Schüssel ist fertig: Bis zum Spielende kommt nichts mehr hinein und nichts wird getauscht.</translation>
    </message>
    <message>
        <source>%1's bowl %2. Its lucky topping is hidden.</source>
        <translation>Schüssel %2 von %1. Die Glückszutat darin ist verdeckt.</translation>
    </message>
    <message>
        <source>Your bowl %1. Lucky topping: %2 — %3 if it is in this bowl at the end (only you can see it).</source>
        <translation>Deine Schüssel %1. Glückszutat: %2 – %3, wenn sie am Ende in dieser Schüssel liegt (nur du siehst sie).</translation>
    </message>
    <message>
        <source>%1's bowl %2. Lucky topping: %3.</source>
        <translation>Schüssel %2 von %1. Glückszutat: %3.</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>a button: draw a card from the draw pile</extracomment>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Order up! bowl %1</source>
        <extracomment>a button: finish bowl %1 with an Order up! card (いっちょあがり！)</extracomment>
        <translation>Schüssel %1 fertig!</translation>
    </message>
    <message>
        <source>Finish bowl %1 with an Order up! card</source>
        <translation>Schüssel %1 mit einer „Bestellung fertig!“-Karte abschließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Into bowl %1</source>
        <extracomment>a button: put the chosen card into bowl %1</extracomment>
        <translation>In Schüssel %1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>a button: put the card %1 on the discard pile</extracomment>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Choose the bowl to finish with Order up!.</source>
        <translation>Wähle die Schüssel für „Bestellung fertig!“.</translation>
    </message>
    <message>
        <source>Your turn: draw a card, or finish a glowing bowl with Order up! (then no draw).</source>
        <translation>Du bist dran: Zieh eine Karte oder schließe eine leuchtende Schüssel mit „Bestellung fertig!“ ab (dann ohne Ziehen).</translation>
    </message>
    <message>
        <source>Your turn: finish a glowing bowl with Order up!.</source>
        <translation>Du bist dran: Schließe eine leuchtende Schüssel mit „Bestellung fertig!“ ab.</translation>
    </message>
    <message>
        <source>Your turn: draw a card from the draw pile.</source>
        <translation>Du bist dran: Zieh eine Karte vom Nachziehstapel.</translation>
    </message>
    <message>
        <source>Put %1 on the discard pile.</source>
        <translation>Lege %1 auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card to put on the discard pile.</source>
        <translation>Keine Karte passt in eine Schüssel: Wähle eine Karte für den Ablagestapel.</translation>
    </message>
    <message>
        <source>You get %1: choose the bowl of yours to put it in.</source>
        <translation>Du bekommst %1: Wähle die eigene Schüssel, in die sie kommt.</translation>
    </message>
    <message>
        <source>Swap: %1 from your bowl %2 for which card? Choose a glowing card of the same kind.</source>
        <translation>Tausch: %1 aus deiner Schüssel %2 gegen welche Karte? Wähle eine leuchtende Karte derselben Art.</translation>
    </message>
    <message>
        <source>Swap: you take %1. Choose the card of your bowls to give for it.</source>
        <translation>Tausch: Du nimmst %1. Wähle die Karte aus deinen Schüsseln, die du dafür abgibst.</translation>
    </message>
    <message>
        <source>Swap card: choose a card in one of your bowls, then a card of the same kind in another bowl.</source>
        <translation>Tauschkarte: Wähle eine Karte in einer deiner Schüsseln, dann eine Karte derselben Art in einer anderen Schüssel.</translation>
    </message>
    <message>
        <source>Put %1 into a glowing bowl — yours or another player's.</source>
        <translation>Lege %1 in eine leuchtende Schüssel – deine oder die eines anderen.</translation>
    </message>
    <message>
        <source>start player</source>
        <extracomment>after a seat's name: this player started the game (スタートプレイヤー)</extracomment>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>%1 toppings: a bowl with %2 or more toppings takes a penalty of %3 at the end (its cards still count).</source>
        <extracomment>a penalty on top of the bowl's card points (they still count): 「具は無制限に入れる事ができますが、 ５枚以上入れた場合－１０ポイントのペナルティとなります」</extracomment>
        <translation>%1 Einlagen: Eine Schüssel mit %2 oder mehr Einlagen bekommt am Ende einen Abzug von %3 (ihre Karten zählen trotzdem).</translation>
    </message>
    <message>
        <source>One more topping and this bowl takes a penalty of %1 at the end.</source>
        <extracomment>a penalty on top of the bowl's card points: 「５枚以上入れた場合－１０ポイントのペナルティとなります」</extracomment>
        <translation>Noch eine Einlage, und diese Schüssel bekommt am Ende einen Abzug von %1.</translation>
    </message>
    <message>
        <source>Yes, Order up! bowl %1</source>
        <extracomment>a button: confirm finishing bowl %1 (nothing can be added to it afterwards)</extracomment>
        <translation>Ja, Schüssel %1 fertig!</translation>
    </message>
    <message>
        <source>Finish bowl %1 with Order up!? Nothing can be added to it or swapped out afterwards: choose it once more to finish it, or press Esc to keep it open.</source>
        <translation>Schüssel %1 mit „Bestellung fertig!“ abschließen? Danach kann nichts mehr hinein und nichts mehr getauscht werden: Wähle sie noch einmal, um sie abzuschließen, oder drück Esc, um sie offen zu lassen.</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card to put on the discard pile, or play the swap card.</source>
        <translation>Keine Karte passt in eine Schüssel: Wähle eine Karte für den Ablagestapel, oder spiel die Tauschkarte.</translation>
    </message>
    <message>
        <source>Or put the swap card on the discard pile.</source>
        <translation>Oder leg die Tauschkarte auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>Choose a card, then the bowl to put it in (or drag it there); or play the swap card.</source>
        <translation>Wähle eine Karte, dann die Schüssel dafür (oder zieh sie hin); oder spiel die Tauschkarte.</translation>
    </message>
    <message>
        <source>Choose a card, then the bowl to put it in (or drag it there).</source>
        <translation>Wähle eine Karte, dann die Schüssel dafür (oder zieh sie hin).</translation>
    </message>
    <message>
        <source>First choose a card from your hand.</source>
        <translation>Wähle zuerst eine deiner Handkarten.</translation>
    </message>
    <message>
        <source>First draw a card from the draw pile (or finish a bowl).</source>
        <translation>Zieh zuerst eine Karte vom Nachziehstapel (oder schließe eine Schüssel ab).</translation>
    </message>
    <message>
        <source>That card fits into no bowl right now.</source>
        <translation>Diese Karte passt gerade in keine Schüssel.</translation>
    </message>
    <message>
        <source>No swap is possible right now.</source>
        <translation>Gerade ist kein Tausch möglich.</translation>
    </message>
    <message>
        <source>Choose one of the glowing cards to swap.</source>
        <translation>Wähle eine der leuchtenden Karten zum Tauschen.</translation>
    </message>
    <message>
        <source>Choose one of the glowing bowls for the card you get.</source>
        <translation>Wähle eine der leuchtenden Schüsseln für die Karte, die du bekommst.</translation>
    </message>
    <message>
        <source>That card cannot be part of this swap.</source>
        <translation>Diese Karte kann nicht Teil dieses Tauschs sein.</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card for the discard pile.</source>
        <translation>Keine Karte passt in eine Schüssel: Wähle eine Karte für den Ablagestapel.</translation>
    </message>
    <message>
        <source>Drop the card onto a glowing bowl.</source>
        <translation>Leg die Karte auf eine leuchtende Schüssel.</translation>
    </message>
    <message>
        <source>Drop the Order up! card onto one of your glowing bowls.</source>
        <translation>Leg die „Bestellung fertig!“-Karte auf eine deiner leuchtenden Schüsseln.</translation>
    </message>
    <message numerus="yes">
        <source>No bowl is ready: it needs soup, noodles and at least %n topping(s).</source>
        <translation>
            <numerusform>Keine Schüssel ist so weit: Sie braucht Suppe, Nudeln und mindestens %n Einlage.</numerusform>
            <numerusform>Keine Schüssel ist so weit: Sie braucht Suppe, Nudeln und mindestens %n Einlagen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards are not played: the first bowl that meets a bonus card's condition claims it at once.</source>
        <translation>Bonuskarten werden nicht ausgespielt: Die erste Schüssel, die die Bedingung einer Bonuskarte erfüllt, bekommt sie sofort.</translation>
    </message>
    <message>
        <source>The other players' hands are hidden: only the number of cards is known.</source>
        <translation>Die Handkarten der anderen sind verdeckt: Bekannt ist nur, wie viele es sind.</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>eine Karte ziehen</translation>
    </message>
    <message>
        <source>Order up! for your bowl %1</source>
        <translation>„Bestellung fertig!“ für deine Schüssel %1</translation>
    </message>
    <message>
        <source>put %1 into your bowl %2</source>
        <translation>%1 in deine Schüssel %2 legen</translation>
    </message>
    <message>
        <source>put %1 into %2's bowl %3</source>
        <translation>%1 in Schüssel %3 von %2 legen</translation>
    </message>
    <message>
        <source>swap %1 from your bowl %2 for %3 from your bowl %4</source>
        <translation>%1 aus deiner Schüssel %2 gegen %3 aus deiner Schüssel %4 tauschen</translation>
    </message>
    <message>
        <source>swap %1 from your bowl %2 for %3 from %4's bowl %5 (into your bowl %6)</source>
        <translation>%1 aus deiner Schüssel %2 gegen %3 aus Schüssel %5 von %4 tauschen (in deine Schüssel %6)</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 abwerfen</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column heading of the score table: points so far</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>The highest total wins; a tie is a shared win.</source>
        <translation>Die höchste Summe gewinnt; bei Gleichstand wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the score table: the number of cards in hand (keep it short)</extracomment>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Bowls</source>
        <extracomment>column heading of the score table: bowls finished of all the player's bowls ("1/3")</extracomment>
        <translation>Fertig</translation>
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
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <source>%1 puts %2 into their bowl %3.</source>
        <translation>%1 legt %2 in die eigene Schüssel %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 into %3's bowl %4.</source>
        <translation>%1 legt %2 in Schüssel %4 von %3.</translation>
    </message>
    <message>
        <source>%1 puts the swap card on the discard pile.</source>
        <translation>%1 legt die Tauschkarte auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 discards %2: no card fitted anywhere.</source>
        <translation>%1 wirft %2 ab: Keine Karte passte irgendwo.</translation>
    </message>
    <message>
        <source>%1 exchanges %2 in their bowl %3 with %4 in their bowl %5.</source>
        <translation>%1 tauscht %2 aus der eigenen Schüssel %3 gegen %4 aus der eigenen Schüssel %5.</translation>
    </message>
    <message>
        <source>%1 swaps %2 from their bowl %3 for %4 from %5's bowl %6; %4 goes into bowl %7.</source>
        <translation>%1 tauscht %2 aus der eigenen Schüssel %3 gegen %4 aus Schüssel %6 von %5; %4 kommt in Schüssel %7.</translation>
    </message>
    <message>
        <source>%1: Order up! Bowl %2 is finished.</source>
        <translation>%1: „Bestellung fertig!“ – Schüssel %2 ist abgeschlossen.</translation>
    </message>
    <message>
        <source>Lucky: %1</source>
        <extracomment>written along a bowl card's foot: %1 is its lucky topping (ラッキー具)</extracomment>
        <translation>Glückszutat: %1</translation>
    </message>
    <message>
        <source>%1 finished all their bowls.</source>
        <translation>%1 hat alle Schüsseln fertig.</translation>
    </message>
    <message>
        <source>%1 claims the bonus card %2 (%3 points) with bowl %4.</source>
        <translation>%1 holt sich mit Schüssel %4 die Bonuskarte %2 (%3 Punkte).</translation>
    </message>
    <message>
        <source>The last card of the draw pile was drawn: the game ends after this turn.</source>
        <translation>Die letzte Karte des Nachziehstapels ist gezogen: Das Spiel endet nach diesem Zug.</translation>
    </message>
    <message>
        <source>The game is over: the bowls are scored.</source>
        <translation>Das Spiel ist vorbei: Die Schüsseln werden gewertet.</translation>
    </message>
    <message>
        <source>%1's bowl %2: lucky topping %3 — in the bowl, %4.</source>
        <translation>Schüssel %2 von %1: Glückszutat %3 – in der Schüssel, %4.</translation>
    </message>
    <message>
        <source>%1's bowl %2: lucky topping %3 — not in the bowl.</source>
        <translation>Schüssel %2 von %1: Glückszutat %3 – nicht in der Schüssel.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Every card in a bowl counts, finished or not; %1 when the bowl holds its lucky topping; %2 for %3 or more toppings; plus the bonus cards. Cards left in hand do not count.</source>
        <translation>Jede Karte in einer Schüssel zählt, ob fertig oder nicht; %1, wenn die Glückszutat in ihrer Schüssel liegt; %2 bei %3 oder mehr Einlagen; dazu die Bonuskarten. Handkarten zählen nicht.</translation>
    </message>
    <message>
        <source>Bowl</source>
        <extracomment>column heading of the score summary</extracomment>
        <translation>Schüssel</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>column heading of the score summary: the cards in the bowl</extracomment>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>column heading of the score summary: the points of the cards in the bowl</extracomment>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Lucky topping</source>
        <translation>Glückszutat</translation>
    </message>
    <message>
        <source>5+ toppings</source>
        <extracomment>column heading of the score summary: the penalty for 5 or more toppings</extracomment>
        <translation>5+ Einlagen</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>Bowl %1</source>
        <translation>Schüssel %1</translation>
    </message>
    <message>
        <source>Bowl %1 (Order up!)</source>
        <translation>Schüssel %1 (Bestellung fertig!)</translation>
    </message>
    <message>
        <source>%1 toppings: %2</source>
        <translation>%1 Einlagen: %2</translation>
    </message>
    <message>
        <source>Bonus card: %1</source>
        <translation>Bonuskarte: %1</translation>
    </message>
    <message>
        <source>with bowl %1</source>
        <translation>mit Schüssel %1</translation>
    </message>
    <message>
        <source>cards %1 · lucky toppings %2 · penalties %3 · bonus cards %4</source>
        <translation>Karten %1 · Glückszutaten %2 · Abzüge %3 · Bonuskarten %4</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Fill your bowls with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, claim bonus cards for famous ramen styles and call Order up! when a bowl is done. You may drop cards into other players' bowls too, and a swap card trades one card of your bowl for one of the same kind in another bowl. The game ends when someone has finished all their bowls or the draw pile runs out.</source>
        <translation>Füll deine Schüsseln mit Suppe, Nudeln und Einlagen, hoffe auf die Glückszutat unter jeder Schüssel, hol dir Bonuskarten für berühmte Ramen-Sorten und ruf „Bestellung fertig!“, wenn eine Schüssel fertig ist. Du darfst auch Karten in die Schüsseln der anderen legen, und eine Tauschkarte tauscht eine Karte deiner Schüssel gegen eine gleicher Art aus einer anderen Schüssel. Das Spiel endet, wenn jemand alle Schüsseln fertig hat oder der Nachziehstapel leer ist.</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>%1 minutes or more</source>
        <translation>%1 Minuten oder mehr</translation>
    </message>
    <message>
        <source>%1–%2 minutes</source>
        <translation>%1–%2 Minuten</translation>
    </message>
    <message>
        <source>&amp;Learn ✓</source>
        <translation>&amp;Lernen ✓</translation>
    </message>
    <message>
        <source>You have finished this lesson. Play it again whenever you like.</source>
        <translation>Du hast diese Lektion abgeschlossen. Spiel sie wieder, wann immer du willst.</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Lernen</translation>
    </message>
    <message>
        <source>A guided first game: the table explains each step</source>
        <translation>Ein geführtes erstes Spiel: Der Tisch erklärt jeden Schritt</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>Learn %1, finished</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty"); its lesson was played to its end</extracomment>
        <translation>%1 lernen, abgeschlossen</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>%1 lernen</translation>
    </message>
    <message>
        <source>Play %1: new game</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>%1 spielen: neues Spiel</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>Spielregeln von %1</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>an unfinished game's button, as a screen reader names it: %1 the game and its players</extracomment>
        <translation>Fortsetzen: %1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>an unfinished game's button, as a screen reader names it: %1 the game and its players</extracomment>
        <translation>Verwerfen: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be read (damaged) and were left as they are.</source>
        <translation>
            <numerusform>%n aufgehobenes Spiel konnte nicht gelesen werden (beschädigt) und bleibt, wie es ist.</numerusform>
            <numerusform>%n aufgehobene Spiele konnten nicht gelesen werden (beschädigt) und bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) were made by a newer Soup Table: update it to resume them.</source>
        <translation>
            <numerusform>%n aufgehobenes Spiel stammt von einer neueren Version von Soup Table: Aktualisiere die App, um es fortzusetzen.</numerusform>
            <numerusform>%n aufgehobene Spiele stammen von einer neueren Version von Soup Table: Aktualisiere die App, um sie fortzusetzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>They are in %1.</source>
        <translation>Zu finden in %1.</translation>
    </message>
    <message>
        <source>Start screen</source>
        <extracomment>the start screen as a whole, as a screen reader names it</extracomment>
        <translation>Startbildschirm</translation>
    </message>
    <message numerus="yes">
        <source>%n card game(s) at one table. Choose a game, or go on with one you have not finished.</source>
        <translation>
            <numerusform>%n Kartenspiel an einem Tisch. Wähle ein Spiel oder spiel eines weiter, das du noch nicht beendet hast.</numerusform>
            <numerusform>%n Kartenspiele an einem Tisch. Wähle ein Spiel oder spiel eines weiter, das du noch nicht beendet hast.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>Noch nicht beendet</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>%1%</source>
        <extracomment>a win share in percent; %1 the number ("67")</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Your statistics file cannot be read (%1). Only the games of this session are shown; they are added to it as soon as it can be read again.</source>
        <translation>Deine Statistikdatei kann nicht gelesen werden (%1). Gezeigt werden nur die Spiele dieser Sitzung; sie werden ihr hinzugefügt, sobald sie wieder lesbar ist.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>column heading: games played</extracomment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>column heading: games won (a shared win counts)</extracomment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win %</source>
        <extracomment>column heading: the share of games won, in percent</extracomment>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Streak</source>
        <extracomment>column heading: games won in a row up to the last one</extracomment>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <extracomment>column heading: the longest run of games won in a row</extracomment>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <source>No finished game counted here yet.</source>
        <translation>Hier wurde noch kein beendetes Spiel gezählt.</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Forget the statistics of every game?</source>
        <translation>Die Statistik aller Spiele vergessen?</translation>
    </message>
    <message>
        <source>Forget the statistics of %1?</source>
        <translation>Die Statistik von %1 vergessen?</translation>
    </message>
    <message>
        <source>Games played, won and the streaks start again from zero.</source>
        <translation>Gespielte und gewonnene Spiele sowie die Serien beginnen wieder bei null.</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>Statistik nicht gespeichert</translation>
    </message>
    <message>
        <source>The statistics file could not be written; the reset holds until Soup Table closes.</source>
        <translation>Die Statistikdatei konnte nicht geschrieben werden; das Zurücksetzen gilt, bis Soup Table beendet wird.</translation>
    </message>
</context>
<context>
    <name>Suppenkasper</name>
    <message>
        <source>Meat</source>
        <translation>Fleisch</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>Fisch</translation>
    </message>
    <message>
        <source>Cake</source>
        <translation>Torte</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a main course's name: %1 meat, fish or cake, %2 its kcal ("Meat 1200")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Dumplings</source>
        <translation>Knödel</translation>
    </message>
    <message>
        <source>Potatoes</source>
        <translation>Kartoffeln</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>Sahne</translation>
    </message>
    <message>
        <source>Ready-made meal</source>
        <translation>Fertig­gericht</translation>
    </message>
    <message>
        <source>Fast food</source>
        <translation>Fast Food</translation>
    </message>
    <message>
        <source>Muesli</source>
        <translation>Müsli</translation>
    </message>
    <message>
        <source>FdH</source>
        <translation>FdH</translation>
    </message>
    <message>
        <source>Zero diet</source>
        <translation>Nulldiät</translation>
    </message>
    <message>
        <source>Grain cure</source>
        <translation>Körnerkur</translation>
    </message>
    <message>
        <source>Laxative</source>
        <translation>Abführpille</translation>
    </message>
    <message>
        <source>No, I won't eat it!</source>
        <translation>„Nein, eß ich nicht!“</translation>
    </message>
    <message>
        <source>Tischlein deck dich</source>
        <translation>Tischlein deck dich</translation>
    </message>
    <message>
        <source>Glutton</source>
        <translation>Freßsack</translation>
    </message>
    <message>
        <source>Grumbling Goat</source>
        <translation>Mecker-Ziege</translation>
    </message>
    <message>
        <source>Sweet Tooth</source>
        <translation>Naschkatze</translation>
    </message>
    <message>
        <source>Suppenkasper</source>
        <translation>Suppenkasper</translation>
    </message>
    <message>
        <source>main course</source>
        <extracomment>the small line under a card's name on its face: the card's kind</extracomment>
        <translation>Hauptgericht</translation>
    </message>
    <message>
        <source>side dish</source>
        <translation>Beilage</translation>
    </message>
    <message>
        <source>dish</source>
        <extracomment>the small line under the name of a ready-made meal or fast food card</extracomment>
        <translation>Gericht</translation>
    </message>
    <message>
        <source>goes with everything</source>
        <translation>passt zu allem</translation>
    </message>
    <message>
        <source>reduction card</source>
        <translation>Reduzierkarte</translation>
    </message>
    <message>
        <source>start card</source>
        <translation>Startkarte</translation>
    </message>
    <message>
        <source>special card</source>
        <translation>Sonderkarte</translation>
    </message>
    <message>
        <source>Side dish: only with meat. The meat's kcal are multiplied by the number of its side dishes.</source>
        <translation>Beilage: nur zu Fleisch. Die kcal des Fleischs werden mit der Zahl seiner Beilagen malgenommen.</translation>
    </message>
    <message>
        <source>Side dish: only with fish. The fish's kcal are multiplied by the number of its side dishes.</source>
        <translation>Beilage: nur zu Fisch. Die kcal des Fischs werden mit der Zahl seiner Beilagen malgenommen.</translation>
    </message>
    <message>
        <source>Side dish: only with cake. The cake's kcal are multiplied by the number of its side dishes.</source>
        <translation>Beilage: nur zu Torte. Die kcal der Torte werden mit der Zahl ihrer Beilagen malgenommen.</translation>
    </message>
    <message>
        <source>Pay a chip: demand one reduction card each from 3 different players (from a player with none, you may demand it from another player instead).</source>
        <translation>Chip abgeben: von 3 verschiedenen Mitspielern je eine Reduzierkarte fordern (hat einer keine, darfst du sie stattdessen von einem anderen fordern).</translation>
    </message>
    <message>
        <source>Ready-made meal, %1 kcal: only further ready-made meals or muesli go with it.</source>
        <translation>Fertiggericht, %1 kcal: Dazu passen nur weitere Fertiggerichte oder Müsli.</translation>
    </message>
    <message>
        <source>Main course, %1 kcal, multiplied by the number of matching side dishes (%2) with it (×1 without any); muesli may join.</source>
        <extracomment>"For a main course, the value on the card is multiplied by the number of side dishes" (the rulings: ×1 with none or one, as the round summary says); %1 the kcal, %2 the side dish</extracomment>
        <translation>Hauptgericht, %1 kcal, mal der Zahl der passenden Beilagen (%2) dazu (ohne Beilage ×1); Müsli darf dazu.</translation>
    </message>
    <message>
        <source>Fast food, %1 kcal: only further fast food or muesli go with it.</source>
        <translation>Fast Food, %1 kcal: Dazu passt nur weiteres Fast Food oder Müsli.</translation>
    </message>
    <message>
        <source>Muesli, %1 kcal: goes with every dish.</source>
        <translation>Müsli, %1 kcal: passt zu jedem Gericht.</translation>
    </message>
    <message>
        <source>Laxative: eat the dish and lose %1 (move %1 toward Suppenkasper).</source>
        <translation>Abführpille: Iss das Gericht und nimm um %1 ab (%1 Felder Richtung „Suppenkasper“).</translation>
    </message>
    <message>
        <source>Refuse the dish: lose %1 and pass it on. After it only reduction cards may be played on the dish.</source>
        <translation>Gericht verweigern: Nimm um %1 ab und reich es weiter. Danach dürfen auf dieses Gericht nur noch Reduzierkarten gespielt werden.</translation>
    </message>
    <message>
        <source>Put it on any dish served to you instead of eating it: lose %1, the kcal do not count. Still in a hand at the round end: no dish counts, only No and Laxative cards.</source>
        <translation>Statt zu essen auf jedes dir servierte Gericht legen: Nimm um %1 ab, die kcal zählen nicht. Am Rundenende noch auf einer Hand: Kein Gericht zählt, nur „Nein“- und Abführpillen-Karten.</translation>
    </message>
    <message>
        <source>FdH (“eat half”): eat the dish at half its kcal.</source>
        <translation>FdH („Friß die Hälfte“): Iss das Gericht mit halben kcal.</translation>
    </message>
    <message>
        <source>Zero diet: eat the dish without any kcal.</source>
        <translation>Nulldiät: Iss das Gericht ganz ohne kcal.</translation>
    </message>
    <message>
        <source>Grain cure: only the muesli on the plate counts; without muesli it is a zero diet.</source>
        <translation>Körnerkur: Nur das Müsli auf dem Teller zählt; ohne Müsli wirkt sie wie eine Nulldiät.</translation>
    </message>
    <message>
        <source>Start card: its holder puts it on the plate and serves first.</source>
        <translation>Startkarte: Wer sie hat, legt sie auf den Teller und serviert als Erster.</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's ready-made meals. Get rid of it by putting it on a ready-made meal served to you and eating that.</source>
        <translation>Wer die Karte am Rundenende hat, isst zusätzlich die Fertiggerichte aller anderen. Loswerden: auf ein dir serviertes Fertiggericht legen und es essen.</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's fast food. Get rid of it by putting it on fast food served to you and eating that.</source>
        <translation>Wer die Karte am Rundenende hat, isst zusätzlich das Fast Food aller anderen. Loswerden: auf dir serviertes Fast Food legen und es essen.</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's cakes and cream (spread freely over the cakes). Get rid of it by putting it on a cake served to you and eating that.</source>
        <translation>Wer die Karte am Rundenende hat, isst zusätzlich die Torten und die Sahne aller anderen (Sahne beliebig auf die Torten verteilt). Loswerden: auf eine dir servierte Torte legen und sie essen.</translation>
    </message>
    <message>
        <source>Dream figure</source>
        <translation>Traumfigur</translation>
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
        <translation>Verzichten</translation>
    </message>
    <message>
        <source>a) Lose 3</source>
        <translation>a) Um 3 abnehmen</translation>
    </message>
    <message>
        <source>b) Give 3 cards</source>
        <translation>b) 3 Karten verteilen</translation>
    </message>
    <message>
        <source>c) Demand 3 reduction cards</source>
        <translation>c) 3 Reduzierkarten fordern</translation>
    </message>
    <message>
        <source>Keep your chip and play the round as dealt.</source>
        <translation>Chip behalten und die Runde so spielen, wie sie ausgeteilt ist.</translation>
    </message>
    <message>
        <source>Pay a chip: move 3 toward Suppenkasper at once.</source>
        <translation>Chip abgeben: sofort 3 Felder Richtung „Suppenkasper“.</translation>
    </message>
    <message>
        <source>Pay a chip: give 3 cards of your choice, one each to 3 different players.</source>
        <translation>Chip abgeben: 3 beliebige Karten an 3 verschiedene Mitspieler verteilen, je eine.</translation>
    </message>
    <message>
        <source>plainly</source>
        <extracomment>how a dish was eaten: without a reduction card</extracomment>
        <translation>normal</translation>
    </message>
    <message>
        <source>with %1</source>
        <extracomment>how a dish was eaten: %1 is the reduction card played on it</extracomment>
        <translation>mit %1</translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals, not %1.</source>
        <translation>Zu Fertiggerichten passen nur weitere Fertiggerichte oder Müsli, nicht %1.</translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food, not %1.</source>
        <translation>Zu Fast Food passt nur weiteres Fast Food oder Müsli, nicht %1.</translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course, not %1.</source>
        <translation>Zu einem Hauptgericht gehören nur passende Beilagen oder Müsli, nicht %1.</translation>
    </message>
    <message>
        <source>%1 only goes on its own kind of dish.</source>
        <translation>%1 darf nur auf das passende Gericht.</translation>
    </message>
    <message>
        <source>You must hand over a reduction card, not %1.</source>
        <translation>Du musst eine Reduzierkarte abgeben, nicht %1.</translation>
    </message>
    <message>
        <source>You have no %1 in your hand.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>%1 hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>You cannot serve or add %1: it is not part of a dish.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>%1 kannst du weder servieren noch dazulegen: Das gehört zu keinem Gericht.</translation>
    </message>
    <message>
        <source>This dish does not take %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>Zu diesem Gericht darfst du %1 nicht legen.</translation>
    </message>
    <message>
        <source>Only a reduction card can be played here, not %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>Hier darf nur eine Reduzierkarte gespielt werden, nicht %1.</translation>
    </message>
    <message>
        <source>Once “No, I won't eat it!” is on the plate, only reduction cards may be played on the dish, not %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>Liegt „Nein, eß ich nicht!“ auf dem Teller, dürfen auf dieses Gericht nur noch Reduzierkarten gespielt werden, nicht %1.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” is on the plate: nothing more may be added, only reduction cards played.</source>
        <translation>„Nein, eß ich nicht!“ liegt auf dem Teller: Es darf nichts mehr dazugelegt werden, nur noch Reduzierkarten.</translation>
    </message>
    <message>
        <source>That is not a card of this game.</source>
        <translation>Diese Karte gehört nicht zu diesem Spiel.</translation>
    </message>
    <message>
        <source>Choose the cards of the dish first.</source>
        <translation>Wähle zuerst die Karten des Gerichts.</translation>
    </message>
    <message>
        <source>Choose the cards to add first.</source>
        <translation>Wähle zuerst die Karten zum Dazulegen.</translation>
    </message>
    <message>
        <source>A dish needs a main course, fast food or a ready-made meal.</source>
        <translation>Ein Gericht braucht ein Hauptgericht, Fast Food oder ein Fertiggericht.</translation>
    </message>
    <message>
        <source>Only one main course goes on the plate.</source>
        <translation>Auf den Teller kommt nur ein Hauptgericht.</translation>
    </message>
    <message>
        <source>That side dish does not go with this dish.</source>
        <translation>Diese Beilage passt nicht zu diesem Gericht.</translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals.</source>
        <translation>Zu Fertiggerichten passen nur weitere Fertiggerichte oder Müsli.</translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food.</source>
        <translation>Zu Fast Food passt nur weiteres Fast Food oder Müsli.</translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course.</source>
        <translation>Zu einem Hauptgericht gehören nur passende Beilagen oder Müsli.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Das erlauben die Regeln jetzt nicht.</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” does not eat the dish: it refuses it and passes it on.</source>
        <translation>Mit „Nein, eß ich nicht!“ isst du nicht: Du verweigerst das Gericht und reichst es weiter.</translation>
    </message>
    <message>
        <source>That special card only goes on its own kind of dish.</source>
        <translation>Diese Sonderkarte darf nur auf das passende Gericht.</translation>
    </message>
    <message>
        <source>That is not a reduction card.</source>
        <translation>Das ist keine Reduzierkarte.</translation>
    </message>
    <message>
        <source>There is no such option.</source>
        <translation>Diese Möglichkeit gibt es nicht.</translation>
    </message>
    <message>
        <source>You have no chip left to pay for an option.</source>
        <translation>Du hast keinen Chip mehr, um eine Möglichkeit zu bezahlen.</translation>
    </message>
    <message>
        <source>You need 3 cards in hand to give 3 cards.</source>
        <translation>Um 3 Karten zu verteilen, brauchst du 3 Handkarten.</translation>
    </message>
    <message>
        <source>The 3 cards go to 3 different players: choose a player who has not had one yet.</source>
        <translation>Die 3 Karten gehen an 3 verschiedene Mitspieler: Wähle einen, der noch keine bekommen hat.</translation>
    </message>
    <message>
        <source>Ask 3 different players, never one who had no reduction card (with 3 players, either of the two may be asked a second time): choose a lit player.</source>
        <extracomment>"he demands 3 reduction cards from 3 different other players. If one of the players asked has no reduction card, the card may be demanded from another player instead." With 3 players (two others) either of them may be asked a second time, so "not asked yet" would be wrong there</extracomment>
        <translation>Frag 3 verschiedene Mitspieler, nie einen, der keine Reduzierkarte hatte (zu dritt darf jeder der beiden ein zweites Mal gefragt werden): Wähle einen leuchtenden Spieler.</translation>
    </message>
    <message>
        <source>You must hand over a reduction card.</source>
        <translation>Du musst eine Reduzierkarte abgeben.</translation>
    </message>
    <message>
        <source>You may stop demanding only after a player you asked had no reduction card.</source>
        <translation>Aufhören darfst du erst, wenn ein Spieler, den du gefragt hast, keine Reduzierkarte hatte.</translation>
    </message>
    <message>
        <source>Spread the cream over your cakes first.</source>
        <translation>Verteile zuerst die Sahne auf deine Torten.</translation>
    </message>
    <message>
        <source>Choose one of your main courses of that colour.</source>
        <translation>Wähle eines deiner Hauptgerichte dieser Farbe.</translation>
    </message>
    <message>
        <source>First choose the main course that takes the side dishes.</source>
        <translation>Wähle zuerst das Hauptgericht, das die Beilagen bekommt.</translation>
    </message>
    <message>
        <source>Put every cream card on one of the cakes.</source>
        <translation>Lege jede Sahnekarte auf eine der Torten.</translation>
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
        <translation>Normal essen</translation>
    </message>
    <message>
        <source>%1 on the dish</source>
        <translation>%1 aufs Gericht</translation>
    </message>
    <message>
        <source>kcal do not count → %1</source>
        <translation>kcal zählen nicht → %1</translation>
    </message>
    <message>
        <source>%1 kcal → %2</source>
        <translation>%1 kcal → %2</translation>
    </message>
    <message>
        <source>%1 of %2 kcal → %3</source>
        <translation>%1 von %2 kcal → %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s) left</source>
        <translation>
            <numerusform>%1: noch %n Chip</numerusform>
            <numerusform>%1: noch %n Chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1 hat %n Karte auf der Hand</numerusform>
            <numerusform>%1 hat %n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>You know they hold: %1</source>
        <translation>Bekannt auf der Hand: %1</translation>
    </message>
    <message numerus="yes">
        <source>They hold at least %n further reduction card(s).</source>
        <translation>
            <numerusform>Dazu mindestens %n weitere Reduzierkarte.</numerusform>
            <numerusform>Dazu mindestens %n weitere Reduzierkarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>They hold no other reduction card.</source>
        <translation>Keine weitere Reduzierkarte auf der Hand.</translation>
    </message>
    <message>
        <source>Weight %1</source>
        <extracomment>a seat's status line, first part: its place on the weight track ("Weight −2")</extracomment>
        <translation>Gewicht %1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>a seat's status line: the cards in hand</extracomment>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <extracomment>a seat's status line: this player dealt this round</extracomment>
        <translation>Geber</translation>
    </message>
    <message>
        <source>is served</source>
        <extracomment>a seat's status line: a dish has been put in front of this player, who decides now</extracomment>
        <translation>wird bedient</translation>
    </message>
    <message>
        <source>serves</source>
        <extracomment>a seat's status line: this player serves the next dish</extracomment>
        <translation>serviert</translation>
    </message>
    <message>
        <source>%1: weight %2</source>
        <translation>%1: Gewicht %2</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) left</source>
        <translation>
            <numerusform>noch %n Chip</numerusform>
            <numerusform>noch %n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Jetzt: %1</translation>
    </message>
    <message>
        <source>Weight track: from Suppenkasper (−10) over the dream figure (0) to Dicker Brocken (+10). Whoever reaches either end ends the game; closest to the dream figure wins.</source>
        <translation>Gewichtsleiste: von „Suppenkasper“ (−10) über die Traumfigur (0) bis „Dicker Brocken“ (+10). Wer ein Ende erreicht, beendet das Spiel; wer der Traumfigur am nächsten ist, gewinnt.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Geber: %1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>Grundspiel</translation>
    </message>
    <message>
        <source>Variant 1</source>
        <translation>Spielvariante 1</translation>
    </message>
    <message>
        <source>Variant 2</source>
        <translation>Spielvariante 2</translation>
    </message>
    <message numerus="yes">
        <source>Eaten this round: %n card(s)</source>
        <translation>
            <numerusform>In dieser Runde gegessen: %n Karte</numerusform>
            <numerusform>In dieser Runde gegessen: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Eaten: %1</source>
        <translation>Gegessen: %1</translation>
    </message>
    <message>
        <source>The plate</source>
        <translation>Der Teller</translation>
    </message>
    <message>
        <source>Serve the chosen cards: click, or drag a card here</source>
        <translation>Gewählte Karten servieren: klicken oder eine Karte hierher ziehen</translation>
    </message>
    <message>
        <source>Click to eat the dish (or to play the chosen card); drag a card here</source>
        <translation>Klicken, um das Gericht zu essen (oder die gewählte Karte zu spielen); oder eine Karte hierher ziehen</translation>
    </message>
    <message>
        <source>%1 serves %2</source>
        <translation>%1 bedient %2</translation>
    </message>
    <message>
        <source>%1 serves a dish to %2</source>
        <translation>%1 serviert %2 ein Gericht</translation>
    </message>
    <message>
        <source>On the plate: %1 kcal (eaten plainly: %2)</source>
        <translation>Auf dem Teller: %1 kcal (normal gegessen: %2)</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” is on the plate: only reduction cards may be played on it.</source>
        <translation>„Nein, eß ich nicht!“ liegt auf dem Teller: Nur noch Reduzierkarten sind erlaubt.</translation>
    </message>
    <message>
        <source>Your dish: %1 kcal — %2 if %3 eats it plainly</source>
        <translation>Dein Gericht: %1 kcal – %2, wenn %3 es normal isst</translation>
    </message>
    <message>
        <source>Not a whole dish yet.</source>
        <translation>Noch kein vollständiges Gericht.</translation>
    </message>
    <message>
        <source>With your cards: %1 kcal (eaten plainly: %2)</source>
        <translation>Mit deinen Karten: %1 kcal (normal gegessen: %2)</translation>
    </message>
    <message>
        <source>pass it on → %1</source>
        <translation>weiterreichen → %1</translation>
    </message>
    <message>
        <source>Your choice (click):</source>
        <translation>Deine Wahl (klicken):</translation>
    </message>
    <message>
        <source>%1: No!</source>
        <translation>%1: Nein!</translation>
    </message>
    <message>
        <source>Face-down card — %1's hand</source>
        <translation>Verdeckte Karte – Hand von %1</translation>
    </message>
    <message>
        <source>Face-down card — eaten this round</source>
        <translation>Verdeckte Karte – in dieser Runde gegessen</translation>
    </message>
    <message>
        <source>%1: weight %2 (%3)</source>
        <extracomment>%1 a player, %2 their place on the weight track, %3 the name of that space ("Dream figure")</extracomment>
        <translation>%1: Gewicht %2 (%3)</translation>
    </message>
    <message>
        <source>Chip: pay one at the start of a round for one of the options (variant 2).</source>
        <translation>Chip: Zu Rundenbeginn einen abgeben, um eine der Möglichkeiten zu nutzen (Spielvariante 2).</translation>
    </message>
    <message>
        <source>The dish %1 served has come back round to them</source>
        <extracomment>the dish was passed on round the table and is back in front of the player who served it</extracomment>
        <translation>Das von %1 servierte Gericht ist reihum zurückgekommen</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich but has nothing to serve.</source>
        <translation>%1 hat Tischlein deck dich, aber nichts zu servieren.</translation>
    </message>
    <message>
        <source>The round ends before its first dish: everybody eats their hand.</source>
        <translation>Die Runde endet vor ihrem ersten Gericht: Alle essen ihre Handkarten.</translation>
    </message>
    <message>
        <source>%1 adds %2</source>
        <translation>%1 legt %2 dazu</translation>
    </message>
    <message>
        <source>Round %1: round-start options</source>
        <translation>Runde %1: Möglichkeiten zu Rundenbeginn</translation>
    </message>
    <message>
        <source>%1 gives 3 cards: %2 of 3 given</source>
        <translation>%1 verteilt 3 Karten: %2 von 3 verteilt</translation>
    </message>
    <message>
        <source>%1 demands 3 reduction cards: %2 of 3 received</source>
        <translation>%1 fordert 3 Reduzierkarten: %2 von 3 erhalten</translation>
    </message>
    <message>
        <source>No reduction card: %1</source>
        <extracomment>%1 lists the players who had no reduction card to hand over</extracomment>
        <translation>Keine Reduzierkarte: %1</translation>
    </message>
    <message>
        <source>%1 asks another player or stops.</source>
        <translation>%1 fragt einen anderen Spieler oder hört auf.</translation>
    </message>
    <message>
        <source>%1 chooses</source>
        <translation>%1 wählt</translation>
    </message>
    <message>
        <source>%1 paid a chip and lost 3 (%2 → %3).</source>
        <translation>%1: Chip abgegeben, um 3 abgenommen (%2 → %3).</translation>
    </message>
    <message>
        <source>%1 paid a chip and gave cards to %2.</source>
        <translation>%1: Chip abgegeben, Karten an %2 verteilt.</translation>
    </message>
    <message>
        <source>%1 paid a chip but took no reduction card.</source>
        <translation>%1: Chip abgegeben, aber keine Reduzierkarte bekommen.</translation>
    </message>
    <message>
        <source>%1 paid a chip and took reduction cards from %2.</source>
        <translation>%1: Chip abgegeben, Reduzierkarten von %2 gefordert.</translation>
    </message>
    <message>
        <source>No reduction card: %1.</source>
        <extracomment>%1 lists the players who had no reduction card to hand over</extracomment>
        <translation>Keine Reduzierkarte: %1.</translation>
    </message>
    <message>
        <source>Round end: %1 could not serve; everybody eats their hand.</source>
        <translation>Rundenende: %1 konnte nicht servieren; alle essen ihre Handkarten.</translation>
    </message>
    <message>
        <source>%1 decides where the side dishes go.</source>
        <translation>%1 entscheidet, wohin die Beilagen kommen.</translation>
    </message>
    <message>
        <source>Which main course takes your %1 × %2? (click it)</source>
        <translation>Welches Hauptgericht bekommt deine %1 × %2? (anklicken)</translation>
    </message>
    <message>
        <source>Spread your %1 cream over the cakes: click a cake to add one (%2 left).</source>
        <translation>Verteile deine %1 × Sahne auf die Torten: Klick eine Torte an, um eine dazuzulegen (noch %2).</translation>
    </message>
    <message>
        <source>Your meal: %1 kcal → %2</source>
        <translation>Dein Essen: %1 kcal → %2</translation>
    </message>
    <message>
        <source>%1 × cream</source>
        <translation>%1 × Sahne</translation>
    </message>
    <message>
        <source>Click to take this cream back</source>
        <translation>Klicken, um diese Sahne zurückzunehmen</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>Servieren</translation>
    </message>
    <message>
        <source>Serve the chosen cards to your left neighbour</source>
        <translation>Gewählte Karten deinem linken Nachbarn servieren</translation>
    </message>
    <message>
        <source>Eat (%1)</source>
        <translation>Essen (%1)</translation>
    </message>
    <message>
        <source>Eat the dish plainly: %1</source>
        <translation>Gericht normal essen: %1</translation>
    </message>
    <message>
        <source>No, I won't eat it!</source>
        <translation>Nein, eß ich nicht!</translation>
    </message>
    <message>
        <source>Ask %1</source>
        <translation>%1 fragen</translation>
    </message>
    <message>
        <source>To %1</source>
        <translation>An %1</translation>
    </message>
    <message>
        <source>Sides on %1</source>
        <translation>Beilagen auf %1</translation>
    </message>
    <message>
        <source>Spread cream</source>
        <translation>Sahne verteilen</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Abwählen</translation>
    </message>
    <message>
        <source>Stop demanding</source>
        <translation>Nicht mehr fordern</translation>
    </message>
    <message>
        <source>Ask nobody else: keep the reduction cards you got</source>
        <translation>Niemanden mehr fragen: Behalte die Reduzierkarten, die du bekommen hast</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>Runde beenden</translation>
    </message>
    <message>
        <source>You have nothing to serve: the round ends, everybody eats their hand</source>
        <translation>Du hast nichts zu servieren: Die Runde endet, alle essen ihre Handkarten</translation>
    </message>
    <message>
        <source>Serve %1</source>
        <translation>%1 servieren</translation>
    </message>
    <message>
        <source>Add %1 and pass on</source>
        <translation>%1 dazulegen und weiterreichen</translation>
    </message>
    <message>
        <source>Eat with %1</source>
        <translation>Mit %1 essen</translation>
    </message>
    <message>
        <source>Play Suppenkasper</source>
        <translation>Suppenkasper spielen</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>%1 an %2 geben</translation>
    </message>
    <message>
        <source>Hand over %1</source>
        <translation>%1 abgeben</translation>
    </message>
    <message>
        <source>Cream on the cakes: %1</source>
        <extracomment>%1 lists how many cream cards go on each cake ("2, 1")</extracomment>
        <translation>Sahne auf den Torten: %1</translation>
    </message>
    <message>
        <source>Add and pass on</source>
        <translation>Dazulegen und weiterreichen</translation>
    </message>
    <message>
        <source>Eat with %1 (%2)</source>
        <translation>Mit %1 essen (%2)</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Serve %1 (%2 kcal) to %3: click the plate or “Serve”.</source>
        <translation>%1 (%2 kcal) an %3 servieren: Klick auf den Teller oder „Servieren“.</translation>
    </message>
    <message>
        <source>Serve a dish to %1: click a main course (with matching side dishes and/or muesli), fast food or ready-made meals, then the plate.</source>
        <translation>Serviere %1 ein Gericht: Klick ein Hauptgericht (mit passenden Beilagen und/oder Müsli), Fast Food oder Fertiggerichte an, dann den Teller.</translation>
    </message>
    <message>
        <source>You have nothing to serve (no main course, fast food or ready-made meal): the round ends before its first dish, and everybody eats their hand. Click “End the round”.</source>
        <translation>Du hast nichts zu servieren (kein Hauptgericht, kein Fast Food, kein Fertiggericht): Die Runde endet vor ihrem ersten Gericht, und alle essen ihre Handkarten. Klick „Runde beenden“ an.</translation>
    </message>
    <message>
        <source>%1: click the plate (or drag the card onto it) to do it.</source>
        <translation>%1: Klick auf den Teller (oder zieh die Karte darauf), um es auszuführen.</translation>
    </message>
    <message>
        <source>Your own dish has come back to you: %1 kcal (%2 if eaten plainly).</source>
        <extracomment>%1 the dish's kcal, %2 the steps on the weight track if eaten plainly</extracomment>
        <translation>Dein eigenes Gericht ist zu dir zurückgekommen: %1 kcal (normal gegessen: %2).</translation>
    </message>
    <message>
        <source>%1 serves you %2 kcal (%3 if eaten plainly).</source>
        <translation>%1 serviert dir %2 kcal (normal gegessen: %3).</translation>
    </message>
    <message>
        <source>Click the plate to eat it.</source>
        <translation>Klick auf den Teller, um es zu essen.</translation>
    </message>
    <message>
        <source>Click the plate to eat it plainly, or a lit card: to eat it with, to add and pass on, or to refuse it. Every choice is listed beside the plate.</source>
        <translation>Teller anklicken: normal essen. Leuchtende Karte: damit essen, dazulegen und weiterreichen oder verweigern. Jede Wahl steht neben dem Teller.</translation>
    </message>
    <message>
        <source>Round start: pay a chip for one option, or take none.</source>
        <translation>Rundenbeginn: Chip für eine Möglichkeit abgeben oder verzichten.</translation>
    </message>
    <message>
        <source>You have chosen %1: click the plate to play it. To do this instead (and put %1 back), press it once more.</source>
        <extracomment>%1 names the chosen hand cards ("Laxative"); the person pressed another way of eating</extracomment>
        <translation>Du hast %1 gewählt: Klicke den Teller an, um es zu spielen. Um stattdessen dies zu tun (und %1 zurückzulegen), drücke es noch einmal.</translation>
    </message>
    <message>
        <source>First choose a round-start option (or no option).</source>
        <translation>Wähle zuerst eine Möglichkeit zu Rundenbeginn (oder keine).</translation>
    </message>
    <message>
        <source>Click a lit player to demand a reduction card from them.</source>
        <translation>Klick einen leuchtenden Spieler an, um von ihm eine Reduzierkarte zu fordern.</translation>
    </message>
    <message>
        <source>Click a lit player to ask them for a reduction card, or click “Stop demanding”.</source>
        <translation>Klick einen leuchtenden Spieler an, um von ihm eine Reduzierkarte zu fordern, oder klick „Nicht mehr fordern“ an.</translation>
    </message>
    <message>
        <source>You have nothing to serve: click “End the round”.</source>
        <translation>Du hast nichts zu servieren: Klick „Runde beenden“ an.</translation>
    </message>
    <message>
        <source>Click the reduction card you hand over.</source>
        <translation>Klick die Reduzierkarte an, die du abgibst.</translation>
    </message>
    <message>
        <source>Drop the card on the plate or on a lit player.</source>
        <translation>Leg die Karte auf den Teller oder auf einen leuchtenden Spieler.</translation>
    </message>
    <message>
        <source>Click your cakes to put the cream on them.</source>
        <translation>Klick deine Torten an, um die Sahne daraufzulegen.</translation>
    </message>
    <message>
        <source>All your cream is on the cakes: take one back, or click “Spread cream”.</source>
        <translation>Deine ganze Sahne liegt auf den Torten: Nimm eine zurück oder klick auf „Sahne verteilen“.</translation>
    </message>
    <message>
        <source>Give %1 to whom? Click a lit player.</source>
        <translation>%1 an wen geben? Leuchtenden Spieler anklicken.</translation>
    </message>
    <message>
        <source>Give card %1 of 3: click a card in your hand, then a player.</source>
        <translation>Karte %1 von 3 verteilen: Klick eine Handkarte an, dann einen Spieler.</translation>
    </message>
    <message>
        <source>%1 had no reduction card. Ask another lit player for reduction card %2 of 3, or stop and keep the cards you got.</source>
        <translation>%1 hatte keine Reduzierkarte. Fordere Reduzierkarte %2 von 3 von einem anderen leuchtenden Spieler, oder hör auf und behalte die Karten, die du bekommen hast.</translation>
    </message>
    <message>
        <source>Demand reduction card %1 of 3: click a lit player.</source>
        <translation>Reduzierkarte %1 von 3 fordern: leuchtenden Spieler anklicken.</translation>
    </message>
    <message>
        <source>%1 demands a reduction card: click the one you hand over.</source>
        <translation>%1 fordert eine Reduzierkarte: Klick die an, die du abgibst.</translation>
    </message>
    <message>
        <source>Round end: click the main course that takes all the side dishes of its colour.</source>
        <translation>Rundenende: Klick das Hauptgericht an, das alle Beilagen seiner Farbe bekommt.</translation>
    </message>
    <message>
        <source>Round end: spread the cream over your cakes, then “Spread cream”.</source>
        <translation>Rundenende: Verteile die Sahne auf deine Torten, dann „Sahne verteilen“.</translation>
    </message>
    <message>
        <source>First choose the card to give.</source>
        <translation>Wähle zuerst die Karte, die du verteilst.</translation>
    </message>
    <message>
        <source>Distance from the dream figure</source>
        <translation>Abstand zur Traumfigur</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n Chip</numerusform>
            <numerusform>%n Chips</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ended in round %1: %2 reached an end of the track.</source>
        <translation>Das Spiel endete in Runde %1: %2 hat ein Ende der Gewichtsleiste erreicht.</translation>
    </message>
    <message>
        <source>Closest to the dream figure wins; players equally close share the win.</source>
        <translation>Wer der Traumfigur am nächsten ist, gewinnt; bei gleichem Abstand wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>Variant 2: among them, more chips wins.</source>
        <translation>Spielvariante 2: Unter ihnen gewinnt, wer mehr Chips hat.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading (score table, summaries)</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Weight</source>
        <extracomment>column heading: the place on the weight track (−10 … +10)</extracomment>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>column heading: cards in hand, or the cards of a dish</extracomment>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Chips</source>
        <extracomment>column heading: chips left (variant 2)</extracomment>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 deals.</source>
        <translation>Runde %1 beginnt: %2 teilt aus.</translation>
    </message>
    <message>
        <source>%1 is dealt: %2.</source>
        <translation>%1 bekommt: %2.</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich, puts it on the plate and serves first.</source>
        <translation>%1 hat Tischlein deck dich, legt die Karte auf den Teller und serviert als Erster.</translation>
    </message>
    <message>
        <source>%1 serves %2: %3 (%4 kcal).</source>
        <translation>%1 bedient %2: %3 (%4 kcal).</translation>
    </message>
    <message>
        <source>%1 adds %2 and passes the dish to %3.</source>
        <translation>%1 legt %2 dazu und reicht das Gericht an %3 weiter.</translation>
    </message>
    <message>
        <source>%1 eats the dish plainly: %2 kcal, %3.</source>
        <translation>%1 isst das Gericht normal: %2 kcal, %3.</translation>
    </message>
    <message>
        <source>%1 puts the Suppenkasper card on the dish: %2, the kcal do not count.</source>
        <translation>%1 legt die Karte Suppenkasper auf das Gericht: %2, die kcal zählen nicht.</translation>
    </message>
    <message>
        <source>%1 eats the dish with %2: %3.</source>
        <translation>%1 isst das Gericht mit %2: %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 on the dish and eats it: %3 kcal, %4.</source>
        <translation>%1 legt %2 auf das Gericht und isst es: %3 kcal, %4.</translation>
    </message>
    <message>
        <source>%1 eats the dish with %2: %3 of %4 kcal count, %5.</source>
        <translation>%1 isst das Gericht mit %2: %3 von %4 kcal zählen, %5.</translation>
    </message>
    <message>
        <source>%1 now weighs %2.</source>
        <translation>%1 steht jetzt auf %2.</translation>
    </message>
    <message>
        <source>%1: “No, I won't eat it!” (%2) — the dish goes on to %3.</source>
        <translation>%1: „Nein, eß ich nicht!“ (%2) – das Gericht geht weiter an %3.</translation>
    </message>
    <message>
        <source>%1 now weighs %2: %3!</source>
        <translation>%1 steht jetzt auf %2: %3!</translation>
    </message>
    <message>
        <source>%1 cannot serve a dish: the round ends, everybody eats their hand.</source>
        <translation>%1 kann kein Gericht servieren: Die Runde endet, alle essen ihre Handkarten.</translation>
    </message>
    <message>
        <source>%1 puts the side dishes on %2.</source>
        <translation>%1 legt die Beilagen auf %2.</translation>
    </message>
    <message>
        <source>%1 spreads the cream over the cakes: %2.</source>
        <extracomment>%2 lists how many cream cards go on each cake ("2, 1")</extracomment>
        <translation>%1 verteilt die Sahne auf die Torten: %2.</translation>
    </message>
    <message>
        <source>%1 takes no option.</source>
        <translation>%1 verzichtet.</translation>
    </message>
    <message>
        <source>%1 pays a chip: %2.</source>
        <translation>%1 gibt einen Chip ab: %2.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1 gibt %2 an %3.</translation>
    </message>
    <message>
        <source>%1 gives %2 a card.</source>
        <translation>%1 gibt %2 eine Karte.</translation>
    </message>
    <message>
        <source>%1 hands %2 a reduction card.</source>
        <translation>%1 gibt %2 eine Reduzierkarte.</translation>
    </message>
    <message>
        <source>%1 demands a reduction card from %2.</source>
        <translation>%1 fordert von %2 eine Reduzierkarte.</translation>
    </message>
    <message>
        <source>%1 has no reduction card.</source>
        <translation>%1 hat keine Reduzierkarte.</translation>
    </message>
    <message>
        <source>%1 stops demanding and keeps the reduction cards received.</source>
        <translation>%1 hört auf zu fordern und behält die erhaltenen Reduzierkarten.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Runde %1 ist vorbei.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Tischlein deck dich: %1</source>
        <translation>Tischlein deck dich: %1</translation>
    </message>
    <message>
        <source>Round-start options</source>
        <translation>Möglichkeiten zu Rundenbeginn</translation>
    </message>
    <message>
        <source>Dishes</source>
        <translation>Gerichte</translation>
    </message>
    <message>
        <source>Served by</source>
        <extracomment>column heading of the dishes table: who served the dish</extracomment>
        <translation>Serviert von</translation>
    </message>
    <message>
        <source>On the way</source>
        <extracomment>column heading of the dishes table: who added cards or refused it before it was eaten</extracomment>
        <translation>Unterwegs</translation>
    </message>
    <message>
        <source>Eaten by</source>
        <extracomment>column heading of the dishes table: who ate the dish</extracomment>
        <translation>Gegessen von</translation>
    </message>
    <message>
        <source>How</source>
        <extracomment>column heading of the dishes table: plainly, or with which reduction card</extracomment>
        <translation>Wie</translation>
    </message>
    <message>
        <source>kcal</source>
        <extracomment>column heading: kilocalories (the unit)</extracomment>
        <translation>kcal</translation>
    </message>
    <message>
        <source>Counted</source>
        <extracomment>column heading of the dishes table: the kcal that counted after a reduction card</extracomment>
        <translation>Gezählt</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>column heading: spaces moved on the weight track</extracomment>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Weight now: %1</source>
        <extracomment>after a round: %1 lists every player's place on the weight track</extracomment>
        <translation>Gewicht jetzt: %1</translation>
    </message>
    <message>
        <source>Chips now: %1</source>
        <extracomment>after a round: %1 lists every player's chips left (variant 2)</extracomment>
        <translation>Chips jetzt: %1</translation>
    </message>
    <message>
        <source>plainly</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>Still on the plate when the game ended: %1.</source>
        <translation>Bei Spielende noch auf dem Teller: %1.</translation>
    </message>
    <message>
        <source>%1: “No, I won't eat it!” %2 (%3 → %4)</source>
        <translation>%1: „Nein, eß ich nicht!“ %2 (%3 → %4)</translation>
    </message>
    <message>
        <source>%1 could not serve: everybody ate their hand.</source>
        <translation>%1 konnte nicht servieren: Alle haben ihre Handkarten gegessen.</translation>
    </message>
    <message>
        <source>Cards still in hand at the end of the game do not count.</source>
        <translation>Handkarten bei Spielende zählen nicht.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one player in a list: %1 the player, %2 their weight or chips ("P1: −2")</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Round end: eating the hands</source>
        <translation>Rundenende: Handkarten essen</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the round end: the cards left in hand</extracomment>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Taken from others</source>
        <extracomment>column heading of the round end: dishes a special card takes from the other hands</extracomment>
        <translation>Von anderen übernommen</translation>
    </message>
    <message>
        <source>Lost to others</source>
        <extracomment>column heading of the round end: dishes a special card of another player takes away</extracomment>
        <translation>An andere abgegeben</translation>
    </message>
    <message>
        <source>Side dishes on</source>
        <extracomment>column heading of the round end: which main course took the side dishes</extracomment>
        <translation>Beilagen auf</translation>
    </message>
    <message>
        <source>%1 still held the Suppenkasper card: no dish counts; only “No, I won't eat it!” (%2) and Laxative (%3) cards in hand.</source>
        <translation>%1 hatte noch die Karte Suppenkasper: Kein Gericht zählt, nur „Nein, eß ich nicht!“ (%2) und Abführpille (%3) auf der Hand.</translation>
    </message>
    <message>
        <source>%1: %2 × cream</source>
        <extracomment>cream spread over a cake at the round end: %1 the cake, %2 how many cream cards</extracomment>
        <translation>%1: %2 × Sahne</translation>
    </message>
    <message>
        <source>A main course counts its kcal times its side dishes (×1 with none or one); reduction cards and side dishes without a matching main course count nothing.</source>
        <translation>Ein Hauptgericht zählt seine kcal mal Anzahl seiner Beilagen (×1 bei keiner oder einer); Reduzierkarten und Beilagen ohne passendes Hauptgericht zählen nichts.</translation>
    </message>
    <message>
        <source>Serve dishes to your left-hand neighbour, who must eat them, defuse them with a reduction card, or add to them and pass the plate on. For every dish you eat, and for your hand at each round's end, the weight table turns the calories into steps your figure moves. When someone wastes away to Suppenkasper or bursts out as a Dicker Brocken, the game ends: whoever is closest to their dream figure wins.</source>
        <extracomment>"If the dish is eaten quite normally ... The weight table then shows by how many positions the eater's token is moved on the game board." / round end: "all players must eat the dishes they still hold in their hands"</extracomment>
        <translation>Serviere deinem linken Nachbarn Gerichte: Er muss sie essen, mit einer Reduzierkarte entschärfen oder etwas dazulegen und den Teller weiterreichen. Für jedes Gericht, das du isst, und am Ende jeder Runde für deine Handkarten macht die Gewichtstabelle aus den gegessenen Kalorien Schritte, die deine Figur zieht. Wenn jemand zum Suppenkasper abmagert oder als Dicker Brocken aus allen Nähten platzt, endet das Spiel: Wer seiner Traumfigur am nächsten ist, gewinnt.</translation>
    </message>
</context>
<context>
    <name>Susuru</name>
    <message>
        <source>Pork bone</source>
        <translation>Schweine­knochen</translation>
    </message>
    <message>
        <source>Seafood</source>
        <translation>Meeresfrüchte</translation>
    </message>
    <message>
        <source>Chicken carcass</source>
        <translation>Hühner­karkasse</translation>
    </message>
    <message>
        <source>Chemical seasoning</source>
        <translation>Geschmacks­verstärker</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>an ingredient card's name: %1 the ingredient, %2 the number printed on it ("Pork bone 7")</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>gold</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>Gold</translation>
    </message>
    <message>
        <source>silver</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>Silber</translation>
    </message>
    <message>
        <source>bronze</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>Bronze</translation>
    </message>
    <message>
        <source>no chip</source>
        <extracomment>a table cell: the player took no scoring chip this round</extracomment>
        <translation>kein Chip</translation>
    </message>
    <message>
        <source>First decide about the card you drew: keep it or put it into the market.</source>
        <translation>Entscheide erst über die gezogene Karte: behalten oder auf den Markt legen.</translation>
    </message>
    <message>
        <source>You hold a card of an ingredient without a trend order: you must decide a trend order with it.</source>
        <translation>Du hast eine Karte einer Zutat ohne Trendrang: Damit musst du einen Trendrang festlegen.</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>Der Nachziehstapel ist leer.</translation>
    </message>
    <message>
        <source>That card is not in the market.</source>
        <translation>Diese Karte liegt nicht auf dem Markt.</translation>
    </message>
    <message>
        <source>There is no such trend order marker.</source>
        <translation>Diesen Trendmarker gibt es nicht.</translation>
    </message>
    <message>
        <source>That trend order marker has already been claimed.</source>
        <translation>Dieser Trendmarker ist schon vergeben.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>The trend order of that ingredient has already been decided; it cannot be decided again.</source>
        <translation>Der Trendrang dieser Zutat ist schon festgelegt und kann nicht noch einmal festgelegt werden.</translation>
    </message>
    <message>
        <source>Place a card under the trend order marker.</source>
        <translation>Lege eine Karte unter den Trendmarker.</translation>
    </message>
</context>
<context>
    <name>SusuruBoard</name>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>a label above the draw pile; %1 is the number of cards in it</extracomment>
        <translation>Nachziehstapel: %1</translation>
    </message>
    <message>
        <source>Drawn by %1</source>
        <translation>Gezogen von %1</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>Markt</translation>
    </message>
    <message>
        <source>Trend order %1 decided by %2 with %3</source>
        <translation>Trendrang %1, festgelegt von %2 mit %3</translation>
    </message>
    <message>
        <source>not decided</source>
        <extracomment>under a trend order marker that no ingredient has yet</extracomment>
        <translation>nicht festgelegt</translation>
    </message>
    <message>
        <source>Keep the card in your hand</source>
        <translation>Karte auf die Hand nehmen</translation>
    </message>
    <message>
        <source>Income</source>
        <extracomment>column heading of the score table: the number of income cards (keep it short)
----------
column heading of the round summary: income cards × points each
----------
a label beside a player's face-down income cards</extracomment>
        <translation>Einnahmen</translation>
    </message>
    <message>
        <source>Shop open</source>
        <translation>Laden offen</translation>
    </message>
    <message>
        <source>Procuring</source>
        <translation>Einkauf</translation>
    </message>
    <message>
        <source>%1 · ★ %2</source>
        <extracomment>a seat's status line: %1 "Shop open" or "Procuring", %2 its victory points (stars)</extracomment>
        <translation>%1 · ★ %2</translation>
    </message>
    <message>
        <source>start player</source>
        <extracomment>added to a seat's status line ("Procuring · ★ 2 · start player")</extracomment>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Chips: gold %1, silver %2, bronze %3</source>
        <translation>Chips: Gold %1, Silber %2, Bronze %3</translation>
    </message>
    <message>
        <source>%1 took %2 from the market</source>
        <translation>%1 hat %2 vom Markt genommen</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>To market</source>
        <translation>Auf den Markt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Open shop</source>
        <translation>Laden eröffnen</translation>
    </message>
    <message>
        <source>Open shop, placing nothing</source>
        <extracomment>the second press: open shop with no card to place (the turn ends for good)</extracomment>
        <translation>Laden eröffnen, nichts auslegen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>You drew %1: keep it, or put it into the market.</source>
        <translation>Du hast %1 gezogen: Behalte die Karte oder lege sie auf den Markt.</translation>
    </message>
    <message>
        <source>Round end: choose the trend order marker for %1.</source>
        <translation>Rundenende: Wähle den Trendmarker für %1.</translation>
    </message>
    <message>
        <source>Round end: decide a trend order — choose a card from your hand, then a marker.</source>
        <translation>Rundenende: Lege einen Trendrang fest – wähle eine Handkarte, dann einen Marker.</translation>
    </message>
    <message>
        <source>Open shop: choose the trend order marker for %1.</source>
        <translation>Laden eröffnen: Wähle den Trendmarker für %1.</translation>
    </message>
    <message>
        <source>Open shop: choose the card to place under a trend order marker.</source>
        <translation>Laden eröffnen: Wähle die Karte, die unter einen Trendmarker kommt.</translation>
    </message>
    <message>
        <source>Your turn: draw from the draw pile, take a market card, or open shop.</source>
        <translation>Du bist dran: Zieh vom Nachziehstapel, nimm eine Marktzutat oder eröffne deinen Laden.</translation>
    </message>
    <message>
        <source>Your last turn: take a market card or open shop.</source>
        <translation>Dein letzter Zug: Nimm eine Marktzutat oder eröffne deinen Laden.</translation>
    </message>
    <message>
        <source>draw from the draw pile</source>
        <translation>vom Nachziehstapel ziehen</translation>
    </message>
    <message>
        <source>keep the card</source>
        <translation>die Karte behalten</translation>
    </message>
    <message>
        <source>put the card into the market</source>
        <translation>die Karte auf den Markt legen</translation>
    </message>
    <message>
        <source>take %1 from the market</source>
        <translation>%1 vom Markt nehmen</translation>
    </message>
    <message>
        <source>open shop: trend order %1 with %2</source>
        <translation>Laden eröffnen: Trendrang %1 mit %2</translation>
    </message>
    <message>
        <source>trend order %1 with %2</source>
        <translation>Trendrang %1 mit %2</translation>
    </message>
    <message>
        <source>open shop</source>
        <translation>Laden eröffnen</translation>
    </message>
    <message>
        <source>First choose the card to place under the marker.</source>
        <translation>Wähle zuerst die Karte, die unter den Marker kommt.</translation>
    </message>
    <message>
        <source>You are opening shop: choose a card from your hand and a trend order marker, or press Cancel.</source>
        <translation>Du eröffnest gerade deinen Laden: Wähle eine Handkarte und einen Trendmarker oder drücke „Abbrechen“.</translation>
    </message>
    <message>
        <source>Drop the card on a free trend order marker.</source>
        <translation>Lege die Karte auf einen freien Trendmarker.</translation>
    </message>
    <message>
        <source>Drop the drawn card on your hand to keep it, or on the market.</source>
        <translation>Lege die gezogene Karte auf deine Hand, um sie zu behalten, oder auf den Markt.</translation>
    </message>
    <message>
        <source>Every trend order has been decided: your cards stay in your hand until scoring.</source>
        <translation>Alle Trendränge sind festgelegt: Deine Karten bleiben bis zur Wertung auf deiner Hand.</translation>
    </message>
    <message>
        <source>Ingredient card: %1, value %2 (hand points).</source>
        <translation>Zutatenkarte: %1, Wert %2 (Handpunkte).</translation>
    </message>
    <message>
        <source>%1 has no trend order yet: without one, its cards score nothing.</source>
        <translation>%1: noch kein Trendrang – ohne Trendrang zählen diese Karten nichts.</translation>
    </message>
    <message>
        <source>%1 or more cards of one ingredient never score.</source>
        <translation>%1 oder mehr Karten einer Zutat zählen nie.</translation>
    </message>
    <message>
        <source>Trend order marker %1: up to %1 cards of its ingredient score; with more, none of them do</source>
        <translation>Trendmarker %1: Bis zu %1 Karten seiner Zutat zählen; bei mehr zählt keine</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n face-down card(s). Draw the top card and look at it, then keep it or put it into the market.</source>
        <translation>
            <numerusform>Nachziehstapel: %n verdeckte Karte. Zieh die oberste Karte und sieh sie dir an; dann behalte sie oder lege sie auf den Markt.</numerusform>
            <numerusform>Nachziehstapel: %n verdeckte Karten. Zieh die oberste Karte und sieh sie dir an; dann behalte sie oder lege sie auf den Markt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card — drawn by %1, who keeps it or puts it into the market.</source>
        <translation>Verdeckte Karte – gezogen von %1; sie wird behalten oder auf den Markt gelegt.</translation>
    </message>
    <message>
        <source>Market ingredient: on your turn you may take it into your hand instead of drawing.</source>
        <translation>Marktzutat: In deinem Zug kannst du sie statt zu ziehen auf die Hand nehmen.</translation>
    </message>
    <message>
        <source>Market: drop the drawn card here to put it face up into the market.</source>
        <translation>Markt: Lege die gezogene Karte hierher, um sie offen auf den Markt zu legen.</translation>
    </message>
    <message>
        <source>Your income cards: %1 (%2 points each)</source>
        <translation>Deine Einnahmekarten: %1 (je %2 Punkte)</translation>
    </message>
    <message>
        <source>Face-down income cards — %1: %2 (%3 points each)</source>
        <translation>Verdeckte Einnahmekarten – %1: %2 (je %3 Punkte)</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>The game has one round per player. After each round the best three take a gold, silver or bronze scoring chip.</source>
        <translation>Es werden so viele Runden gespielt, wie Spieler am Tisch sitzen. Nach jeder Runde erhalten die besten drei einen Wertungschip in Gold, Silber oder Bronze.</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <extracomment>a button: choose trend order marker %1 (1, 2 or 3)</extracomment>
        <translation>Trendmarker %1</translation>
    </message>
    <message>
        <source>None of your cards can go under a free trend order marker: opening shop now places no card and ends your turns of procuring for good. Press “Open shop, placing nothing” to do it, or “Cancel”.</source>
        <translation>Keine deiner Karten passt unter einen freien Trendmarker: Eröffnest du jetzt deinen Laden, legst du keine Karte aus, und deine Einkaufszüge enden endgültig. Drücke „Laden eröffnen, nichts auslegen“, um es zu tun, oder „Abbrechen“.</translation>
    </message>
    <message>
        <source>Victory points (★)</source>
        <translation>Siegpunkte (★)</translation>
    </message>
    <message>
        <source>%1: gold %2, silver %3, bronze %4</source>
        <translation>%1: Gold %2, Silber %3, Bronze %4</translation>
    </message>
    <message>
        <source>Ties: more gold chips, then more silver chips; otherwise the win is shared.</source>
        <translation>Bei Gleichstand entscheiden mehr Gold-Chips, dann mehr Silber-Chips; sonst wird der Sieg geteilt.</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the score table: the number of cards in hand (keep it short)</extracomment>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Shop</source>
        <extracomment>column heading of the score table: has the player opened shop? (keep it short)</extracomment>
        <translation>Laden</translation>
    </message>
    <message>
        <source>★</source>
        <extracomment>column heading of the score table: victory points (stars); usually kept as ★</extracomment>
        <translation>★</translation>
    </message>
    <message>
        <source>open</source>
        <extracomment>a cell of the score table's "Shop" column: this player has opened shop</extracomment>
        <translation>offen</translation>
    </message>
    <message>
        <source>Round %1 begins. Start player: %2.</source>
        <translation>Runde %1 beginnt. Startspieler: %2.</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message>
        <source>%1 keeps the card.</source>
        <translation>%1 behält die Karte.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the market.</source>
        <translation>%1 legt %2 auf den Markt.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the market.</source>
        <translation>%1 nimmt %2 vom Markt.</translation>
    </message>
    <message>
        <source>%1 takes an income card.</source>
        <translation>%1 nimmt eine Einnahmekarte.</translation>
    </message>
    <message>
        <source>Ingredients without a trend order score nothing; %1 or more cards of one ingredient never score.</source>
        <translation>Zutaten ohne Trendrang zählen nichts; %1 oder mehr Karten einer Zutat zählen nie.</translation>
    </message>
    <message>
        <source>Trend order: %1</source>
        <extracomment>the round summary's first line; %1 lists each marker's ingredient and limit, separated by " · "</extracomment>
        <translation>Trendrang: %1</translation>
    </message>
    <message>
        <source>%1 opens shop!</source>
        <translation>%1 eröffnet den Laden!</translation>
    </message>
    <message numerus="yes">
        <source>Face-down card — hand of %1 (%n card(s))</source>
        <translation>
            <numerusform>Verdeckte Karte – Handkarten von %1 (%n Karte)</numerusform>
            <numerusform>Verdeckte Karte – Handkarten von %1 (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Trend order marker %1 is on %2: up to %1 cards of it score; with more, none of them do.</source>
        <translation>Trendmarker %1 liegt auf %2: Bis zu %1 Karten davon zählen; bei mehr zählt keine.</translation>
    </message>
    <message>
        <source>Free: a player who opens shop (or, at the round end, one who has not opened) places a card of an ingredient without a trend order under it.</source>
        <extracomment>not only openers: "In a 3-player game, C takes the turn, decides the trend order of the ingredients, and the round ends." / draw pile empty: "among the players who have not yet opened shop ... the trend order is decided going in turn order"</extracomment>
        <translation>Frei: Wer den Laden eröffnet (am Rundenende auch, wer noch nicht eröffnet hat), legt eine Karte einer Zutat ohne Trendrang darunter.</translation>
    </message>
    <message>
        <source>%1 decides trend order %2 (limit %2): %3, with %4.</source>
        <translation>%1 legt Trendrang %2 fest (Limit %2): %3 (mit %4).</translation>
    </message>
    <message>
        <source>All but one have opened shop: %1 takes the last turn.</source>
        <translation>Alle bis auf einen haben eröffnet: %1 macht den letzten Zug.</translation>
    </message>
    <message>
        <source>The draw pile is empty: players who have not opened shop take one more turn.</source>
        <translation>Der Nachziehstapel ist leer: Wer noch nicht eröffnet hat, macht noch einen Zug.</translation>
    </message>
    <message>
        <source>Round %1 is scored.</source>
        <translation>Runde %1 wird gewertet.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <extracomment>income in the round summary: %1 cards × %2 points each = %3 points</extracomment>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>%1: limit %2</source>
        <extracomment>one trend order in the round summary: %1 the ingredient, %2 how many of its cards score</extracomment>
        <translation>%1: Limit %2</translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>in the round summary: no ingredient took this trend order marker</extracomment>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column heading of the round summary: 1st, 2nd...</extracomment>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Scored cards</source>
        <extracomment>column heading of the round summary: the hand cards that score</extracomment>
        <translation>Gewertete Karten</translation>
    </message>
    <message>
        <source>Discarded</source>
        <extracomment>column heading of the round summary: the hand cards that do not score</extracomment>
        <translation>Abgeworfen</translation>
    </message>
    <message>
        <source>Hand points</source>
        <extracomment>column heading of the round summary (the rulebook's 手札の得点); one word in German</extracomment>
        <translation>Handpunkte</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column heading of the round summary: hand points plus income</extracomment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Chip</source>
        <extracomment>column heading of the round summary: the scoring chip taken</extracomment>
        <translation>Chip</translation>
    </message>
    <message>
        <source>Run a ramen shop: buy ingredients from the draw pile or the market, watch which ones become trendy, and open your shop at the right moment. Only trendy ingredients count, and the trend order is settled while you play. One round per player; scoring chips for the best shops, and the most victory points wins.</source>
        <translation>Führe einen Ramen-Laden: Kauf Zutaten vom Nachziehstapel oder vom Markt, beobachte, welche im Trend liegen, und eröffne deinen Laden im richtigen Moment. Nur Trendzutaten zählen, und der Trendrang wird erst beim Spielen festgelegt. Eine Runde pro Spieler; Wertungschips für die besten Läden, und die meisten Siegpunkte gewinnen.</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Your hand</source>
        <translation>Deine Handkarten</translation>
    </message>
    <message>
        <source>Your places</source>
        <translation>Deine Plätze</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Deine Wahl</translation>
    </message>
    <message>
        <source>Middle of the table</source>
        <translation>Tischmitte</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>wählbar</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>nicht spielbar</translation>
    </message>
    <message>
        <source>card %1 of %2</source>
        <translation>Karte %1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1 alike</source>
        <translation>%1 gleiche</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Tab and the arrow keys go over what you can choose, Enter chooses, Space shows a card large.</source>
        <translation>Tab und die Pfeiltasten gehen über das, was du wählen kannst; Enter wählt, die Leertaste zeigt eine Karte groß.</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n Element</numerusform>
            <numerusform>%n Elemente</numerusform>
        </translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Just changed by another player's move.</source>
        <translation>Gerade durch den Zug eines anderen Spielers geändert.</translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Gib den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
        <source>The round is scored: the table stays as the round ended. Continue when everyone has seen it.</source>
        <translation>Die Runde ist gewertet: Der Tisch bleibt, wie die Runde geendet hat. Mach weiter, wenn alle ihn gesehen haben.</translation>
    </message>
    <message>
        <source>%1, it is your turn.</source>
        <translation>%1, du bist am Zug.</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>Als Nächstes: %1.</translation>
    </message>
</context>
</TS>
