<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>App</name>
    <message>
        <source>No installed font can show Japanese text, so Japanese would appear as empty boxes.
Install a Japanese font, for example on Debian or Ubuntu:
sudo apt-get install fonts-noto-cjk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Super Susuru Soup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soup Meng Ramen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suppenkasper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged or incomplete (it is not valid JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Soup Table game file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Soup Table. Please update the app to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large to be a Soup Table game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file is damaged: some of its contents are missing or invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file describes a game this version cannot set up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file is damaged: one of its moves is not legal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file is damaged: its result does not match its moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game file is damaged: its scores do not match its moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Soup Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four card games at one table: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suppenkasper: Karl-Heinz Schmiel, 1987. Soup Meng Ramen: SHUNROID. Salty: LEO / VicVillage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values that the printed rules do not give are this edition&apos;s values; see the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Soup Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That language is not available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game was not finished last time. Resume it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Soup Table games (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: something hidden has been revealed since your last decision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Base game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant 1 (special cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant 2 (special cards and chips)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats (in turn order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Pass to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Salty</name>
    <message>
        <source>Salt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shoyu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mayonnaise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tomato</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fried Egg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Karaage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>French Fries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Okonomiyaki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hamburg Steak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>back (bet 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous player played %1 and you hold %1: you must play a %1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose a food card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose the side of your food card: your bet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the meal, discard exactly two seasoning cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That food card has already been taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such food card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A food card has only a front and a back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two cards to discard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SaltyBoard</name>
    <message>
        <source>Seasoning shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salt cubes on the shelf: %1 — cards closest to %1 win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasoning bag: %1 cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set aside:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total %1 · cards won %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your discard: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side chosen, hidden until all have chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side not chosen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2: bet %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plate: takes one cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside (−10 each):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bet 0: win no cube</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 cubes on the shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food cards: each player takes one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 plates, accuracy bonus %3 per cube, max %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follow: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 won (main: %2; salt %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front: bet %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back: bet 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard (%1/2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a food card: its plates are the cubes you will bet on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your bet: the front (the plates) or the back (0 cubes). The others see it when all have chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the meal: choose two seasoning cards to discard face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a card: follow %1 if you can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lead this round: play any card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties: the higher score in the last meal wins; otherwise the win is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cubes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meal %1 begins. Last Player: %2; First Player: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has chosen a side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You bet with the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: bet %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bets revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins the round with %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes a %1 cube.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cube of that seasoning is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meal %1 is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meal %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shelf at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players who bet 0: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Food card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On plates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outside −10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accuracy bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variety bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bet 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strict: only until something hidden is revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed: always (casual play)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Think time of the hard computer player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average score</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Soupmeng</name>
    <message>
        <source>Shoyu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tonkotsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thin noodles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium noodles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thick noodles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chashu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasoned egg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naruto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green onion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nori</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bean sprouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>soup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>noodles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>topping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sapporo Miso</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hakata Tonkotsu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokyo Shoyu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shio Ramen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chashu-men</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zenbu-nose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any soup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any noodles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n different toppings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> + </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player finished all their bowls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last card of the draw pile was drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First draw a card from the draw pile, or finish a bowl with Order up!.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such bowl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl is finished (Order up!): nothing can be added or swapped until the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl needs a soup before it can be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl needs noodles before it can be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl needs at least %n topping(s) before it can be finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn already: now put a card into a bowl, play the swap card or discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl already has a different soup.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl already has extra soup: no more soup fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl already has different noodles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That bowl already has extra noodles: no more noodles fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The swap card does not go into a bowl: play it to exchange two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may discard only when no card in your hand fits into any bowl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no swap card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card in another bowl to swap with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in that bowl.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only cards of the same kind can be swapped: soup for soup, noodles for noodles, topping for topping.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra soup and extra noodles cannot be swapped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapping two identical cards would change nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between two of your own bowls the two cards simply change places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card you get does not fit into that bowl.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Suppenkasper</name>
    <message>
        <source>Meat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dumplings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Potatoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cream</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready-made meal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast food</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muesli</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FdH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero diet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain cure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laxative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No, I won&apos;t eat it!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tischlein deck dich</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glutton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grumbling Goat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweet Tooth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suppenkasper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>main course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side dish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dish</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>goes with everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reduction card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main course, %1 kcal. Each matching side dish (%2) multiplies it; muesli may join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side dish: only with meat. Multiplies the meat&apos;s kcal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side dish: only with fish. Multiplies the fish&apos;s kcal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side dish: only with cake. Multiplies the cake&apos;s kcal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready-made meal, 700 kcal: only further ready-made meals or muesli go with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast food, 1000 kcal: only further fast food or muesli go with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Muesli, 300 kcal: goes with every dish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FdH (“eat half”): eat the dish at half its kcal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero diet: eat the dish without any kcal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grain cure: only the muesli on the plate counts; without muesli it is a zero diet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laxative: eat the dish and lose 2 (move 2 toward Suppenkasper).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refuse the dish: lose 1 and pass it on. After it only reduction cards may be played on the dish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start card: its holder puts it on the plate and serves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody&apos;s ready-made meals. Get rid of it by putting it on a ready-made meal served to you and eating that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody&apos;s fast food. Get rid of it by putting it on fast food served to you and eating that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody&apos;s cakes and cream (spread freely over the cakes). Get rid of it by putting it on a cake served to you and eating that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put it on any dish served to you instead of eating it: lose 3, the kcal do not count. Still in a hand at the round end: no dish counts, only No and Laxative cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dream figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rubensfigur</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brummer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dicker Brocken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a) Lose 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>b) Give 3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>c) Demand 3 reduction cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your chip and play the round as dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay a chip: move 3 toward Suppenkasper at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay a chip: give 3 cards of your choice, one each to 3 different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay a chip: take one reduction card each from 3 different players (a player with none: ask another).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>plainly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not part of a dish: it cannot be served or added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not go with this dish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 only goes on its own kind of dish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a reduction card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must hand over a reduction card, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“No, I won&apos;t eat it!” is on the plate: nothing more may be added, only reduction cards played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a card of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cards of the dish first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the cards to add first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dish needs a main course, fast food or a ready-made meal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one main course goes on the plate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That side dish does not go with this dish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“No, I won&apos;t eat it!” does not eat the dish: it refuses it and passes it on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That special card only goes on its own kind of dish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a reduction card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no chip left to pay for an option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You need 3 cards in hand to give 3 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3 cards go to 3 different players: choose a player who has not had one yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask 3 different players (not one who had no reduction card): choose a player not asked yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must hand over a reduction card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the cream over your cakes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your main courses of that colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose the main course that takes the side dishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every cream card on one of the cakes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Susuru</name>
    <message>
        <source>Pork bone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seafood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chicken carcass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chemical seasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>silver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bronze</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First decide about the card you drew: keep it or put it into the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold a card of an ingredient without a trend order: you must decide a trend order with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such trend order marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That trend order marker has already been claimed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trend order of that ingredient has already been decided; it cannot be decided again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a card under the trend order marker.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SusuruBoard</name>
    <message>
        <source>Draw pile: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend order %1 decided by %2 with %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend order marker %1: up to %1 cards of its ingredient score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not decided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the card in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shop open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procuring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · ★ %2 (gold %3, silver %4, bronze %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income cards: %1 (3 points each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You drew %1: keep it, or put it into the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round end: choose the trend order marker for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round end: decide a trend order — choose a card from your hand, then a marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open shop: choose the trend order marker for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open shop: choose the card to place under a trend order marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: draw from the draw pile, take a market card, or open shop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last turn: take a market card or open shop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose the card to place under the marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Victory points (★)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: gold %2, silver %3, bronze %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties: more gold chips, then more silver chips; otherwise the win is shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 begins. Start player: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keeps the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 puts %2 into the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 from the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes an income card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 opens shop!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 decides trend order %2 (limit %2): %3, with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All but one have opened shop: %1 takes the last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draw pile is empty: players who have not opened shop take one more turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: limit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trend order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ingredients without a trend order score nothing; 4 or more cards of one ingredient never score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × 3 = %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
