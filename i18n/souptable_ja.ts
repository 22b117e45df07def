<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>App</name>
    <message>
        <source>No installed font can show Japanese text, so Japanese would appear as empty boxes.
Install a Japanese font, for example on Debian or Ubuntu:
sudo apt-get install fonts-noto-cjk</source>
        <translation>インストール済みのフォントでは日本語を表示できないため、日本語が空白の四角で表示されます。
日本語フォントをインストールしてください。例（Debian・Ubuntu）：
sudo apt-get install fonts-noto-cjk</translation>
    </message>
    <message>
        <source>Some of your files could not be read. They were set aside, not deleted, and the app goes on without them:</source>
        <translation>読み込めないファイルがありました。削除せずに別の名前で残し、それを使わずに続けます：</translation>
    </message>
    <message>
        <source>The unfinished game from last time was kept as %1.</source>
        <translation>前回の終わっていないゲームは %1 として残しました。</translation>
    </message>
    <message>
        <source>The unfinished game from last time was damaged and kept as %1. Its moves up to the damage can be read, so you can resume the game from there.</source>
        <translation>前回の終わっていないゲームは壊れていたため、%1として残しました。壊れた箇所までの手は読めるので、そこからゲームを再開できます。</translation>
    </message>
    <message>
        <source>The unfinished game from last time (%1) was saved by a newer version of Soup Table. It was left as it is: update Soup Table to resume it. Until then, games are not saved automatically.</source>
        <translation>前回の終わっていないゲーム（%1）は、新しいバージョンのSoup Tableで保存されています。そのまま残してあります。再開するにはSoup Tableを更新してください。それまでゲームは自動保存されません。</translation>
    </message>
    <message>
        <source>Your statistics were kept as %1; from now on, games are counted in a new file.</source>
        <translation>統計は %1 として残しました。これからのゲームは新しいファイルに記録します。</translation>
    </message>
    <message>
        <source>Your settings were kept as %1; what could be read of them still applies, the rest is back to default.</source>
        <translation>設定は %1 として残しました。読み取れた部分はそのまま有効で、それ以外は初期設定に戻りました。</translation>
    </message>
    <message>
        <source>Damaged files set aside</source>
        <translation>壊れたファイルを別に残しました</translation>
    </message>
    <message>
        <source>Something went wrong inside Soup Table. The details were written to its log (Help → Open log folder); please attach that file to a bug report.</source>
        <translation>Soup Tableの内部でエラーが起きました。詳しい内容はログに書き出しました（ヘルプ → ログフォルダーを開く）。不具合を報告するときは、そのファイルを添付してください。</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>random</source>
        <extracomment>a computer player's level (plays at random; shown after its name)</extracomment>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>easy</source>
        <extracomment>a computer player's level</extracomment>
        <translation>かんたん</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>person</source>
        <extracomment>a seat played by a person at the screen (instead of a computer player's level)</extracomment>
        <translation>人間</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer player</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Player %1</source>
        <extracomment>the default name of a seat played by a person: %1 is the seat number</extracomment>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <source>Computer %1</source>
        <extracomment>the default name of a seat played by the computer: %1 is the seat number</extracomment>
        <translation>コンピューター%1</translation>
    </message>
    <message>
        <source>Super Susuru Soup</source>
        <translation>スーパーすするスープ</translation>
    </message>
    <message>
        <source>Soup Meng Ramen</source>
        <translation>スープメングラーメン</translation>
    </message>
    <message>
        <source>Suppenkasper</source>
        <translation>スープぎらい</translation>
    </message>
    <message>
        <source>Salty</source>
        <translation>ソルティ</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>手番のこの段階ではできません。</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>今はルール上できません。</translation>
    </message>
    <message>
        <source>Your choice so far is kept. To do this instead (and drop that choice), press it once more; Escape puts the choice away.</source>
        <translation>ここまでの選択はそのまま残してあります。選択をやめてこちらにするなら、もう一度押してください。Escキーで選択を取り消せます。</translation>
    </message>
    <message>
        <source>The file is damaged or incomplete (it is not valid JSON).</source>
        <translation>ファイルが壊れているか不完全です（有効なJSONではありません）。</translation>
    </message>
    <message>
        <source>This is not a Soup Table game file.</source>
        <translation>Soup Tableのゲームファイルではありません。</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Soup Table. Please update the app to open it.</source>
        <translation>このゲームは新しいバージョンのSoup Tableで保存されています。開くにはアプリを更新してください。</translation>
    </message>
    <message>
        <source>The file is too large to be a Soup Table game.</source>
        <translation>ファイルが大きすぎます。Soup Tableのゲームファイルではありません。</translation>
    </message>
    <message>
        <source>The game file is damaged: some of its contents are missing or invalid.</source>
        <translation>ゲームファイルが壊れています：内容の一部が欠けているか無効です。</translation>
    </message>
    <message>
        <source>The game file describes a game this version cannot set up.</source>
        <translation>このバージョンでは準備できないゲームのファイルです。</translation>
    </message>
    <message>
        <source>The game file is damaged: one of its moves is not legal.</source>
        <translation>ゲームファイルが壊れています：ルール上不正な手が含まれています。</translation>
    </message>
    <message>
        <source>The game file is damaged: its result does not match its moves.</source>
        <translation>ゲームファイルが壊れています：結果が手の記録と一致しません。</translation>
    </message>
    <message>
        <source>The game file is damaged: its scores do not match its moves.</source>
        <translation>ゲームファイルが壊れています：得点が手の記録と一致しません。</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>ファイルが存在しません。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>ファイルを読み込めません。</translation>
    </message>
    <message>
        <source>This is not a file that can be opened (it is a folder, a device or a pipe).</source>
        <translation>開けるファイルではありません（フォルダー、デバイス、またはパイプです）。</translation>
    </message>
    <message>
        <source>The file is damaged: it is not text.</source>
        <translation>ファイルが壊れています：テキストではありません。</translation>
    </message>
    <message>
        <source>The file is damaged: it is nested far too deeply to be a Soup Table game.</source>
        <translation>ファイルが壊れています：Soup Tableのゲームにしては入れ子が深すぎます。</translation>
    </message>
    <message>
        <source>The file is damaged: it holds far more than a Soup Table game does.</source>
        <translation>ファイルが壊れています：Soup Tableのゲームにしては中身が多すぎます。</translation>
    </message>
    <message>
        <source>The file is damaged: it holds a number that is not allowed.</source>
        <translation>ファイルが壊れています：使えない数値が含まれています。</translation>
    </message>
    <message>
        <source>The file is damaged: it names the same entry twice.</source>
        <translation>ファイルが壊れています：同じ項目が2回出てきます。</translation>
    </message>
    <message>
        <source>The file cannot be opened.</source>
        <translation>ファイルを開けません。</translation>
    </message>
    <message>
        <source>The game cannot be saved there: that is not a regular file (it is a folder, a device or a pipe).</source>
        <translation>そこにはゲームを保存できません：通常のファイルではありません（フォルダー、デバイス、またはパイプです）。</translation>
    </message>
    <message>
        <source>The game could not be saved (%1). A file that was there before is unchanged.</source>
        <translation>ゲームを保存できませんでした（%1）。もとからあったファイルは変わっていません。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>a duration; %1 is a number of seconds with decimals ("1.50 s")</extracomment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>the separator between the items of a plain list ("Meat 1200, Cream"); Japanese uses 、</extracomment>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>About Soup Table</source>
        <translation>Soup Tableについて</translation>
    </message>
    <message>
        <source>Card and board art: Soup Table contributors. Illustrations include emoji from OpenMoji %1 (%2), the open-source emoji and icon project, licensed CC BY-SA 4.0 (%3).</source>
        <translation>カードと盤面のイラスト：Soup Tableの貢献者。イラストには、オープンソースの絵文字・アイコンプロジェクトOpenMoji %1（%2）の絵文字が含まれています（ライセンス：CC BY-SA 4.0、%3）。</translation>
    </message>
    <message numerus="yes">
        <source>%n card game(s) at one table: %1.</source>
        <translation>
            <numerusform>1つの卓で%n種類のカードゲーム：%1。</numerusform>
        </translation>
    </message>
    <message>
        <source>Suppenkasper: Karl-Heinz Schmiel, 1987. Soup Meng Ramen: SHUNROID. Salty: LEO / VicVillage.</source>
        <translation>スープぎらい：Karl-Heinz Schmiel（1987年）。スープメングラーメン：SHUNROID。ソルティ：LEO / VicVillage。</translation>
    </message>
    <message>
        <source>Soup Table is free software under the MIT License. The card art includes OpenMoji images under CC BY-SA 4.0, and the app uses Qt and PySide6 under the GNU LGPL 3.0: see Licences.</source>
        <translation>Soup TableはMITライセンスのフリーソフトウェアです。カードのイラストにはCC BY-SA 4.0のOpenMoji画像が含まれ、アプリはGNU LGPL 3.0のQtとPySide6を使っています。詳しくは「ライセンス」をご覧ください。</translation>
    </message>
    <message>
        <source>Values that the printed rules do not give are this edition's values; see the rules.</source>
        <translation>印刷されたルールに載っていない値は「この版の値」です。ルールを参照してください。</translation>
    </message>
    <message>
        <source>Licences…</source>
        <translation>ライセンス…</translation>
    </message>
    <message>
        <source>Which licence covers what</source>
        <translation>どのライセンスが何に適用されるか</translation>
    </message>
    <message>
        <source>Soup Table: MIT License</source>
        <translation>Soup Table：MITライセンス</translation>
    </message>
    <message>
        <source>OpenMoji images: CC BY-SA 4.0</source>
        <translation>OpenMojiの画像：CC BY-SA 4.0</translation>
    </message>
    <message>
        <source>Qt and PySide6: GNU LGPL 3.0</source>
        <translation>QtとPySide6：GNU LGPL 3.0</translation>
    </message>
    <message>
        <source>GNU GPL 3.0 (the LGPL builds on it)</source>
        <translation>GNU GPL 3.0（LGPLの土台）</translation>
    </message>
    <message>
        <source>Python: PSF License</source>
        <translation>Python：PSFライセンス</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>ライセンス</translation>
    </message>
    <message>
        <source>The licence texts are legal documents and are given here in their original English.</source>
        <translation>ライセンスの文面は法的な文書のため、原文の英語のまま載せています。</translation>
    </message>
    <message>
        <source>Versions in use: %1</source>
        <translation>使用中のバージョン：%1</translation>
    </message>
    <message>
        <source>This text is missing from this installation: %1</source>
        <translation>このインストールにはこの文書がありません：%1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
</context>
<context>
    <name>Docks</name>
    <message>
        <source>S&amp;cores</source>
        <translation>得点(&amp;C)</translation>
    </message>
    <message>
        <source>L&amp;og</source>
        <translation>記録(&amp;O)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Ask my home router to open a port</source>
        <translation>家のルーターにポートを開けてもらう</translation>
    </message>
    <message>
        <source>For friends at other homes: the router forwards the table's port while it is open (UPnP), and the links carry its public address.</source>
        <translation>ほかの家にいる友だち向けです。テーブルを開いている間、ルーターがテーブルのポートを転送し（UPnP）、リンクにはルーターのグローバルアドレスが入ります。</translation>
    </message>
    <message>
        <source>Relay:</source>
        <translation>中継サーバー：</translation>
    </message>
    <message>
        <source>For friends at other homes: a relay's address (host:port) they join through when they cannot reach this computer. Leave it empty for none.</source>
        <translation>ほかの家にいる友だち向けです。友だちがこのコンピューターに直接接続できないときに経由する中継サーバーのアドレス（ホスト:ポート）です。使わない場合は空欄のままにしてください。</translation>
    </message>
    <message>
        <source>Can friends reach this table?</source>
        <translation>友だちはこのテーブルに接続できますか？</translation>
    </message>
    <message>
        <source>Checking… (this can take some seconds)</source>
        <translation>確認しています…（数秒かかることがあります）</translation>
    </message>
    <message>
        <source>%1 (your home router)</source>
        <translation>%1（家のルーター）</translation>
    </message>
    <message>
        <source>%1 (through the relay)</source>
        <translation>%1（中継サーバー経由）</translation>
    </message>
    <message>
        <source>Asking the home router and the relay for a way in…</source>
        <translation>家のルーターと中継サーバーに、外から接続する方法を問い合わせています…</translation>
    </message>
    <message>
        <source>Yes: friends at other homes reach this table at %1 (the router forwards the port; tested from outside through the relay).</source>
        <translation>はい。ほかの家にいる友だちは %1 でこのテーブルに接続できます（ルーターがポートを転送しています。中継サーバー経由で外部から確認済みです）。</translation>
    </message>
    <message>
        <source>Yes: friends at other homes reach this table at %1 (the router forwards the port).</source>
        <translation>はい。ほかの家にいる友だちは %1 でこのテーブルに接続できます（ルーターがポートを転送しています）。</translation>
    </message>
    <message>
        <source>Yes: this computer has a public address; friends at other homes reach this table at %1.</source>
        <translation>はい。このコンピューターにはグローバルアドレスがあります。ほかの家にいる友だちは %1 でこのテーブルに接続できます。</translation>
    </message>
    <message>
        <source>Yes: %1 gets through from the internet to this computer (a port forwarded by hand in the router?).</source>
        <translation>はい。インターネットから %1 でこのコンピューターに接続できます（ルーターで手動でポートを転送していますか？）。</translation>
    </message>
    <message>
        <source>No: no router answered the request to open a port (UPnP is off in the router, or there is none).</source>
        <translation>いいえ。ポートを開ける要求にどのルーターも応答しませんでした（ルーターの UPnP が無効になっているか、ルーターがありません）。</translation>
    </message>
    <message>
        <source>No: the router refused to open the port (UPnP error %1: %2).</source>
        <translation>いいえ。ルーターがポートを開けることを拒否しました（UPnP エラー %1：%2）。</translation>
    </message>
    <message>
        <source>No: the router's public address %1 is shared by many homes (carrier-grade NAT), so opening a port cannot let friends in.</source>
        <translation>いいえ。ルーターのグローバルアドレス %1 は多くの家で共有されているため（キャリアグレードNAT）、ポートを開けても友だちは接続できません。</translation>
    </message>
    <message>
        <source>No: the router forwards %1, but nothing gets through from the internet (a firewall in the router or on this computer?).</source>
        <translation>いいえ。ルーターは %1 を転送していますが、インターネットからは何も届きません（ルーターかこのコンピューターのファイアウォールが原因でしょうか？）。</translation>
    </message>
    <message>
        <source>The check answered something this version does not know (%1).</source>
        <translation>確認の結果、このバージョンでは分からない応答が返ってきました（%1）。</translation>
    </message>
    <message>
        <source>Use a relay: type its address under Relay (anyone can run one with souptable-cli relay).</source>
        <translation>中継サーバーを使ってください。「中継サーバー」欄にそのアドレスを入力します（souptable-cli relay を使えば、誰でも中継サーバーを動かせます）。</translation>
    </message>
    <message>
        <source>Or install the same VPN on both computers (WireGuard, Tailscale, ZeroTier…) and choose its address for the links.</source>
        <translation>または、両方のコンピューターに同じ VPN（WireGuard, Tailscale, ZeroTier…）を入れて、リンクのアドレスにその VPN のアドレスを選んでください。</translation>
    </message>
    <message>
        <source>Or forward TCP port %1 by hand in the router to this computer (%2) and host on that port.</source>
        <translation>または、ルーターで TCP ポート %1 をこのコンピューター（%2）へ手動で転送し、そのポートでテーブルを開いてください。</translation>
    </message>
    <message>
        <source>This was not tested from outside: type a relay's address under Relay and check again.</source>
        <translation>外部からの確認はしていません。「中継サーバー」欄に中継サーバーのアドレスを入力して、もう一度確認してください。</translation>
    </message>
    <message>
        <source>Friends with IPv6 can reach [%1]:%2 directly, once the router's firewall lets that port in.</source>
        <translation>IPv6 を使える友だちは、ルーターのファイアウォールがそのポートへの接続を通すようになれば、[%1]:%2 に直接接続できます。</translation>
    </message>
    <message>
        <source>Next step: %1.</source>
        <translation>次の手順：%1。</translation>
    </message>
    <message>
        <source>The relay cannot be reached: friends at other homes cannot join through it.</source>
        <translation>中継サーバーに接続できません。ほかの家にいる友だちは、この中継サーバーを経由して参加できません。</translation>
    </message>
    <message>
        <source>The relay has no room for another table now: try later, or another relay.</source>
        <translation>中継サーバーには今、これ以上テーブルを受け入れる余裕がありません。しばらくしてから試すか、別の中継サーバーを使ってください。</translation>
    </message>
    <message>
        <source>The relay already has a table with this id (another host with the same seats?).</source>
        <translation>中継サーバーには、すでにこの ID のテーブルがあります（同じ席を使う別のホストがいますか？）。</translation>
    </message>
    <message>
        <source>The relay speaks another version of the relay protocol: one of the two needs an update.</source>
        <translation>中継サーバーが使っている中継プロトコルのバージョンが違います。どちらかを更新する必要があります。</translation>
    </message>
    <message>
        <source>The relay refused the table (%1).</source>
        <translation>中継サーバーがテーブルを拒否しました（%1）。</translation>
    </message>
    <message>
        <source>The answer at the relay's address is not a Soup Table relay's.</source>
        <translation>中継サーバーのアドレスから返ってきた応答は、Soup Table の中継サーバーのものではありません。</translation>
    </message>
    <message>
        <source>The check could not be run (the log says why).</source>
        <translation>確認を実行できませんでした（理由はログを見てください）。</translation>
    </message>
    <message>
        <source>The relay's address must be a host name or an IP address with an optional port, such as relay.example.org:40600.</source>
        <translation>中継サーバーのアドレスは、ホスト名または IP アドレス（ポートは省略可）で指定してください（例：relay.example.org:40600）。</translation>
    </message>
</context>
<context>
    <name>LessonCommon</name>
    <message>
        <source>L&amp;earn to play</source>
        <translation>遊び方を学ぶ(&amp;P)</translation>
    </message>
    <message>
        <source>Aiko</source>
        <translation>アイコ</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>ブルーノ</translation>
    </message>
    <message>
        <source>Chiara</source>
        <translation>キアラ</translation>
    </message>
    <message>
        <source>Learn to play: %1 · step %2 of %3</source>
        <translation>遊び方を学ぶ：%1 · ステップ %2/%3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Play it out</source>
        <translation>最後まで進める</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>レッスンをやめる</translation>
    </message>
    <message>
        <source>Take it back</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <source>Play on without the lesson</source>
        <translation>レッスンなしで続ける</translation>
    </message>
    <message>
        <source>Back to the lesson</source>
        <translation>レッスンに戻る</translation>
    </message>
    <message>
        <source>Start a real game</source>
        <translation>本番のゲームを始める</translation>
    </message>
    <message>
        <source>In the rulebook: %1</source>
        <translation>ルールブック：%1</translation>
    </message>
    <message>
        <source>Your move. The lesson suggests the highlighted choice.</source>
        <translation>あなたの番です。ハイライトされた選択がレッスンのおすすめです。</translation>
    </message>
    <message>
        <source>You chose this: %1. The rules allow it too; the lesson had suggested this: %2.</source>
        <translation>あなたが選んだ手：%1。ルール上はこれも可能です。レッスンではこちらをおすすめしていました：%2。</translation>
    </message>
    <message>
        <source>Take your move back to follow the lesson, or play on without it: the computer players then play as in a real game.</source>
        <translation>レッスンどおりに進めるなら手を取り消してください。レッスンなしで続けることもできます。その場合、コンピューターは本番のゲームと同じように打ちます。</translation>
    </message>
    <message>
        <source>You are playing on without the lesson. Nothing of this game counts: no statistics, no autosave.</source>
        <translation>レッスンなしでプレイ中です。このゲームは何にも数えられません（統計にも自動保存にも残りません）。</translation>
    </message>
    <message>
        <source>That is the whole game. You can start a real game now, or leave the lesson. The rulebook is always under Help → Rules.</source>
        <translation>これでゲームは終わりです。本番のゲームを始めるか、レッスンをやめてください。ルールブックはいつでも「ヘルプ → ルール」にあります。</translation>
    </message>
    <message>
        <source>The lesson's move shows the next rule it wants to explain.</source>
        <translation>レッスンの手は、次に説明したいルールを見せるためのものです。</translation>
    </message>
    <message>
        <source>The lesson is explaining: read its note, then press %1 (or Enter).</source>
        <translation>レッスンの説明中です。メモを読んでから「%1」（または Enter キー）を押してください。</translation>
    </message>
</context>
<context>
    <name>LessonSalty</name>
    <message>
        <source>Starting with the Last Player, %1, and going counter-clockwise, each player picks one food card. The number of plates on a food card is your bet. Take Karaage: 3 plates, an accuracy bonus of +15 per cube and a variety bonus of 20 per colour.</source>
        <translation>ラストプレイヤーの%1から反時計回りに、1人1枚ずつ料理カードを選びます。料理カードの皿の数があなたの予想です。唐揚げを取りましょう。皿3枚、ぴったりボーナスはキューブ1個につき＋15、いろどりボーナスは1色につき20です。</translation>
    </message>
    <message>
        <source>Three cubes is a bet your hand can make.</source>
        <translation>キューブ3個なら、この手札で狙える予想です。</translation>
    </message>
    <message>
        <source>Now everyone secretly decides which side to bet on: the face (the bet is the number of plates) or the back (a bet of 0), and everyone reveals at the same time. Bet on the face: 3 cubes.</source>
        <translation>次に、各自どちらの面で予想するかをこっそり決めます。オモテ（予想は皿の数）かウラ（予想0）です。全員同時に公開します。オモテで予想しましょう。キューブ3個です。</translation>
    </message>
    <message>
        <source>A bet of 0 scores only if you win no cube at all.</source>
        <translation>予想0は、キューブを1個も取らなかったときだけ得点になります。</translation>
    </message>
    <message>
        <source>Before the meal, choose 2 seasoning cards from your hand and discard them face down. Look at the bets and at the cubes on the shelf first: the shelf holds %1. Discard %2 and %3.</source>
        <translation>食事の前に、手札から調味料カードを2枚選び、ウラ向きで捨てます。その前に予想と調味料棚のキューブをよく見ましょう。調味料棚には%1があります。%2と%3を捨てましょう。</translation>
    </message>
    <message>
        <source>Cards far from the number of salt cubes rarely win a round.</source>
        <translation>塩キューブの数から遠いカードは、ラウンドに勝つことがほとんどありません。</translation>
    </message>
    <message>
        <source>You are the First Player, to the left of the Last Player: choose any card from your hand and play it. Play %1.</source>
        <translation>あなたはラストプレイヤーの左隣のファーストプレイヤーです。手札から好きなカードを1枚選んで出します。%1を出しましょう。</translation>
    </message>
    <message>
        <source>A card close to the number of salt cubes has a good chance to win.</source>
        <translation>塩キューブの数に近いカードは、勝てる見込みが高いです。</translation>
    </message>
    <message>
        <source>Who wins the round: the seasoning played by the most players is the main seasoning. Of its cards, the one whose value is closest to the number of salt cubes on the shelf wins; if equally close, the lower value; then the saltier seasoning. You won: the %1 cube lies on a plate of your food card.</source>
        <translation>ラウンドの勝者：最も多くの人が出した調味料がメイン調味料です。そのカードの中で、調味料棚の塩キューブの数にいちばん近い数字のカードが勝ちます。同じだけ近ければ数字の小さいほう、それでも同じならしょっぱい調味料が勝ちます。あなたの勝ちです。%1のキューブが料理カードの皿に載りました。</translation>
    </message>
    <message>
        <source>The winner of the round is the First Player of the next round and starts it with any card. Play %1.</source>
        <translation>ラウンドに勝った人が次のラウンドのファーストプレイヤーになり、好きなカードを出して始めます。%1を出しましょう。</translation>
    </message>
    <message>
        <source>A low mayonnaise is unlikely to win: you need only 3 cubes.</source>
        <translation>小さいマヨネーズはまず勝ちません。必要なキューブは3個だけです。</translation>
    </message>
    <message>
        <source>%1 led salt and %2 followed. You must play a card of the same seasoning as the card played by the previous player, if you have one. You have salt: play %3.</source>
        <translation>%1が塩を出し、%2も塩を出しました。直前の人が出したカードと同じ調味料のカードを持っていれば、それを出さなければなりません。あなたは塩を持っています。%3を出しましょう。</translation>
    </message>
    <message>
        <source>Of your salt cards, the lowest is least likely to win.</source>
        <translation>手持ちの塩のうち、いちばん小さいカードがいちばん勝ちにくいです。</translation>
    </message>
    <message>
        <source>When a salt cube is taken, the reference number changes: now the shelf holds %1. Follow with salt again: %2.</source>
        <translation>塩キューブが取られると、基準の数字が変わります。いま調味料棚には%1があります。また塩を出しましょう：%2。</translation>
    </message>
    <message>
        <source>Scores of this meal: %1. Scores add up over the meals.</source>
        <translation>この食事の得点：%1。得点は食事ごとに加算されます。</translation>
    </message>
    <message>
        <source>Meal 2 begins. The Last Player of a new meal is the player with the lowest total score (if tied, the lower score in the last meal): %1, with a total of %2. %1 takes a food card first, again counter-clockwise, and the player to the left of %1 is the First Player: you again.</source>
        <extracomment>rulebook, End of the Meal: "The Last Player of the next round will be the player with the lowest total score. In case of a tie, the player with the lowest score in the previous Meal will be the Last Player."</extracomment>
        <translation>2回目の食事が始まります。新しい食事のラストプレイヤーは、合計得点がいちばん低い人です（同点なら、直前の食事の得点が低い人）：合計%2点の%1です。%1から再び反時計回りに料理カードを選び、%1の左隣の人がファーストプレイヤーになります。今回もあなたです。</translation>
    </message>
    <message>
        <source>Only the total scores carry over, negative ones too: %1. Everything else starts anew: every cube goes back into the bag and new ones are drawn onto the shelf (%2), the seasoning cards are shuffled and dealt again, and all six food cards are back in the middle.</source>
        <extracomment>rulebook: "After writing down the score, set everything up for the next Meal." and "If you score below 0 (negative), that score carries over to the next Meal!"</extracomment>
        <translation>次の食事に持ち越すのは合計得点だけです。マイナスの得点も持ち越します：%1。それ以外はすべて最初からです。キューブはすべて調味料袋に戻し、新しく調味料棚に引きます（%2）。調味料カードはシャッフルして配り直し、6枚の料理カードもすべて中央に戻ります。</translation>
    </message>
    <message>
        <source>%1 took %2 and %3 took %4. Take Okonomiyaki: 5 plates and an accuracy bonus of +20 per cube. Food cards with 5 or 6 plates give no variety bonus, so its maximum is 150.</source>
        <translation>%1は%2を、%3は%4を取りました。お好み焼きを取りましょう。皿5枚、ぴったりボーナスはキューブ1個につき＋20です。皿が5枚か6枚の料理カードにはいろどりボーナスがないので、最高点は150点です。</translation>
    </message>
    <message>
        <source>Many of your cards are close to the number of salt cubes: five cubes is a bet your hand can make.</source>
        <translation>あなたのカードの多くは塩キューブの数に近いので、キューブ5個はこの手札で狙える予想です。</translation>
    </message>
    <message>
        <source>Choose your side; the others choose after you, and all are revealed together. Bet on the face: 5 cubes. A bet of 0 that wins no cube scores 100 for each player who bet 0 in this meal.</source>
        <translation>面を選びましょう。ほかの人はあなたのあとに選び、全員同時に公開します。オモテで予想しましょう。キューブ5個です。予想0でキューブを1個も取らなければ、この食事で予想0にした人1人につき100点になります。</translation>
    </message>
    <message>
        <source>This hand will win cubes: on a bet of 0, each of them costs 10 points.</source>
        <translation>この手札ではキューブを取ってしまいます。予想0だと、取ったキューブ1個につき－10点です。</translation>
    </message>
    <message>
        <source>The shelf holds %1 in this meal. Discard the cards farthest from that number: %2 and %3.</source>
        <translation>この食事の調味料棚には%1があります。その数からいちばん遠いカードを捨てましょう：%2と%3。</translation>
    </message>
    <message>
        <source>As the First Player you start the first round of the meal with any card. Play %1: its value is the number of salt cubes.</source>
        <translation>ファーストプレイヤーのあなたが、好きなカードで食事の最初のラウンドを始めます。%1を出しましょう。数字が塩キューブの数と同じです。</translation>
    </message>
    <message>
        <source>A card equal to the number of salt cubes wins unless more players play another seasoning.</source>
        <translation>塩キューブの数と同じ数字のカードは、ほかの調味料を出す人のほうが多くない限り勝ちます。</translation>
    </message>
    <message>
        <source>You won the round, and a salt cube lies on your plate: now the shelf holds %1. As the winner you start the next round.</source>
        <translation>ラウンドに勝ち、塩キューブがあなたの皿に載りました。いま調味料棚には%1があります。勝ったあなたが次のラウンドを始めます。</translation>
    </message>
    <message>
        <source>The game ends when as many meals have been played as there are players: 3. Watch the rest of this meal and the last meal played out quickly; the computer plays your seat.</source>
        <translation>プレイヤーの人数と同じ回数（3回）の食事を終えたら、ゲームは終わりです。この食事の残りと最後の食事を早送りで見てみましょう。あなたの席はコンピューターが代わりに遊びます。</translation>
    </message>
    <message numerus="yes">
        <source>%n salt cube(s)</source>
        <extracomment>how many salt cubes lie on the shelf, said in the lesson ("the shelf holds 3 salt cubes")</extracomment>
        <translation>
            <numerusform>塩キューブ%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shoyu cube(s)</source>
        <extracomment>the second-saltiest seasoning's cubes on the shelf (ソース in the Japanese edition)</extracomment>
        <translation>
            <numerusform>ソースキューブ%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ketchup cube(s)</source>
        <translation>
            <numerusform>ケチャップキューブ%n個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mayonnaise cube(s)</source>
        <translation>
            <numerusform>マヨネーズキューブ%n個</numerusform>
        </translation>
    </message>
    <message>
        <source>The lesson saves your other salt card for later.</source>
        <translation>もう1枚の塩はあとのためにとっておきます。</translation>
    </message>
    <message>
        <source>Welcome to Salty! In a round, every player plays one card from their hand; the winner of the round takes a seasoning cube. At the start of each meal you predict how many cubes you will win, by choosing a food card. This lesson plays the first meal and the start of the second with you.</source>
        <translation>ソルティへようこそ！ 1回のラウンドでは全員が手札から1枚ずつカードを出し、ラウンドの勝者が調味料キューブを1個取ります。食事の始めに、料理カードを選んで、いくつキューブを取るかを予想します。このレッスンでは最初の食事と、2回目の食事の始めを一緒に遊びます。</translation>
    </message>
    <message>
        <source>Play on: follow the previous player's seasoning when you can, any card when you cannot. Your bet is 3 cubes; cubes beyond your plates cost 10 points each. The highlighted card keeps you on your bet.</source>
        <translation>続けましょう。直前の人の調味料を持っていればそれを出し、なければ好きなカードを出します。予想はキューブ3個です。皿からあふれたキューブは1個につき－10点です。ハイライトされたカードで予想どおりに進めます。</translation>
    </message>
    <message>
        <source>The lesson's card keeps you on exactly three cubes of three colours.</source>
        <translation>レッスンのカードなら、3色のキューブをちょうど3個取れます。</translation>
    </message>
    <message>
        <source>The meal is over. Each cube on a plate: +10, so %1. You won exactly as many cubes as plates: accuracy bonus 15 × 3 = %2. Variety bonus: 20 per colour on your plates = %3. Total: %4, the maximum of Karaage.</source>
        <translation>食事が終わりました。皿の上のキューブは1個につき＋10、つまり%1点。皿の数とちょうど同じ数のキューブを取ったので、ぴったりボーナスは15 × 3 ＝ %2点。いろどりボーナスは皿の上の1色につき20で%3点。合計%4点、唐揚げの最高点です。</translation>
    </message>
    <message>
        <source>The game is over. Totals: %1. The player with the highest total score wins: %2.</source>
        <translation>ゲーム終了です。合計：%1。合計得点がいちばん高い人の勝ちです：%2。</translation>
    </message>
</context>
<context>
    <name>LessonSoupmeng</name>
    <message>
        <source>Welcome to Soup Meng Ramen! Every player runs a few bowls of ramen: fill them with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, snap up the bonus cards and call out “Order up!” when a bowl is done. The game ends in one of two ways: when one player has finished all their bowls, or when the draw pile runs out, after the turn of the player who drew its last card.</source>
        <extracomment>rulebook, game end: "① 誰か１人が全ての丼に、いっちょあがり！カードを使用した場合" and "② スープメング カードの山札が無くなった場合 ... 山札から最後の１枚を引いた人のターンが終わったら、ゲーム終了です。"</extracomment>
        <translation>スープメングラーメンへようこそ！ 各プレイヤーはいくつかの丼を受け持ち、スープ・麺・具を入れてラーメンを作ります。丼の裏に隠れたラッキー具を狙い、ボーナスカードを手に入れ、丼が完成したら「いっちょあがり！」。ゲームの終わり方は2つあります。だれかが自分の丼をすべて完成させたとき、または山札がなくなり、最後の1枚を引いた人のターンが終わったときです。</translation>
    </message>
    <message>
        <source>These are your two bowl cards. The back of every bowl card shows a lucky topping, and only you may look at yours: %1 for your first bowl, %2 for your second. If, at the end of the game, a bowl contains its lucky topping, you score +10 points.</source>
        <translation>これがあなたの2枚の丼カードです。丼カードの裏面にはラッキー具が描かれていて、自分の丼のラッキー具は自分だけが確認できます。1つ目の丼は%1、2つ目の丼は%2です。ゲーム終了時にラッキー具が丼に入っていれば、＋10ポイントです。</translation>
    </message>
    <message>
        <source>On your turn, you take exactly one action. Add a card to a bowl: draw 1 card from the draw pile, so that you hold 4 cards. Then play 1 of your 4 cards.</source>
        <translation>自分のターンでは行動を1つだけ行います。丼に入れる：山札から1枚引いて手札を4枚にし、4枚の中から1枚を出します。</translation>
    </message>
    <message>
        <source>A bowl holds one soup, one noodles and any number of toppings, in any order. Put %1 into your second bowl: it is that bowl's lucky topping. Click the card, then the bowl.</source>
        <translation>丼に入れられるのはスープ1枚、麺1枚、具は無制限で、入れる順番は自由です。%1を2つ目の丼に入れましょう。その丼のラッキー具です。カードをクリックしてから、丼をクリックします。</translation>
    </message>
    <message>
        <source>The lucky topping is worth 10 points in its own bowl.</source>
        <translation>ラッキー具は自分の丼に入れば10ポイントになります。</translation>
    </message>
    <message>
        <source>%1 and %2 put their cards into your bowl: a player may also place a card on another player's bowl, wherever it fits. Beware: a bowl with 5 or more toppings costs you −10 points at the end.</source>
        <translation>%1と%2が、あなたの丼にカードを入れました。入れられる丼であれば、他プレイヤーの丼にカードを入れることもできます。ただし、具を5枚以上入れた丼は、最後にペナルティで－10ポイントです。</translation>
    </message>
    <message>
        <source>Your turn: draw a card.</source>
        <translation>あなたのターンです。1枚引きましょう。</translation>
    </message>
    <message>
        <source>You drew a swap card. Instead of placing a card, exchange one card in one of your bowls with one card of the same kind in another player's bowl: your %1 for %2's %3. Click the swap card, then the two cards. The swap card is then discarded.</source>
        <translation>入れ替えカードを引きました。丼にカードを入れる代わりに、自分の丼のカード1枚と、他プレイヤーの丼の同じ種類のカード1枚を交換できます。あなたの%1と、%2の%3を交換しましょう。入れ替えカードをクリックし、次に2枚のカードをクリックします。使った入れ替えカードは捨て場に置きます。</translation>
    </message>
    <message>
        <source>Two chashu in one bowl are half of the bonus card Chashu Men.</source>
        <translation>1つの丼にチャーシュー2枚で、ボーナスカード「チャーシュー麺」の半分がそろいます。</translation>
    </message>
    <message>
        <source>%1 put thin noodles into your second bowl: it now holds a soup, noodles and 2 chashu. A bonus card is claimed the instant one bowl of a player meets its condition, whoever made it complete: %2 is yours.</source>
        <translation>%1があなたの2つ目の丼に細麺を入れました。これでスープ、麺、チャーシュー2枚がそろいました。ボーナスカードは、だれの行動で条件がそろったかに関係なく、丼が条件を満たした瞬間に獲得します。%2はあなたのものです。</translation>
    </message>
    <message>
        <source>Your second bowl holds one soup, one noodles and at least two toppings: finish it. Place an Order up! card on it (no card is drawn for this action). A finished bowl is frozen until the end of the game.</source>
        <translation>2つ目の丼にはスープ1つ、麺1つ、具が2つ以上入っています。完成させましょう。いっちょあがり！カードをその丼に置きます（この行動では山札から引きません）。いっちょあがりした丼は、ゲーム終了まで何もできなくなります。</translation>
    </message>
    <message>
        <source>Finished, nobody can swap your chashu away or spoil the bowl with more toppings.</source>
        <translation>完成させれば、だれもチャーシューを入れ替えで持っていけず、具を足されて台無しにされることもありません。</translation>
    </message>
    <message>
        <source>Your turn: draw a card again.</source>
        <translation>あなたのターンです。また1枚引きましょう。</translation>
    </message>
    <message>
        <source>None of your cards fits your own bowls now: your first bowl already has shoyu and medium noodles, and a bowl can only hold one kind of soup and one kind of noodles. A card identical to the soup or noodles already in a bowl, though, may always be added to it: extra soup, extra noodles. %2's first bowl holds %1: put your %1 into it.</source>
        <extracomment>rulebook, ラーメン作り: "スープと麺は丼に１つずつしか入れられませんが、既に丼に入っているスープ、麺と 同じスープメングカードなら丼に追加する事が可能です。（スープ増量・麺増量）"</extracomment>
        <translation>手札のどれも、いまは自分の丼に入れられません。1つ目の丼にはもう醤油と中太麺が入っていて、丼にはスープも麺も1種類しか入れられないからです。ただし、丼にすでに入っているスープや麺と同じカードなら、いつでも追加できます（スープ増量・麺増量）。%2の1つ目の丼には%1が入っています。手札の%1をそこに入れましょう。</translation>
    </message>
    <message>
        <source>Every card of yours goes to another player's bowl now: the lesson picked the one that shows extra soup.</source>
        <translation>いまは手札のどれも他のプレイヤーの丼に入れることになります。レッスンではスープ増量を見せられる1枚を選びました。</translation>
    </message>
    <message>
        <source>The lesson now plays your next turns for you: each time you draw a card and put it into another player's bowl, and you keep your thick noodles and tonkotsu. Watch the other bowls fill up.</source>
        <translation>ここからしばらく、レッスンがあなたのターンを代わりに進めます。毎回1枚引いて、他のプレイヤーの丼に入れます。太麺と豚骨は手札に残します。他の丼が埋まっていく様子を見てください。</translation>
    </message>
    <message>
        <source>None of your four cards fits any bowl at the table: you hold no topping, and every unfinished bowl already has a soup and noodles of other kinds. Only then may you discard: put one card of your hand onto the discard pile. Discard %1.</source>
        <extracomment>rulebook, 行動B: "※自分の丼にも他プレイヤーの丼にもカードを入れられない場合は捨て場を作り、そこに捨ててください。"</extracomment>
        <translation>手札4枚のどれも、場のどの丼にも入れられません。具は1枚もなく、いっちょあがりしていない丼にはどれも、別の種類のスープと麺がもう入っています。このときだけ、手札を1枚捨て場に捨てられます。%1を捨てましょう。</translation>
    </message>
    <message>
        <source>You hold two of each: it does not matter which one goes.</source>
        <translation>どちらも2枚ずつ持っているので、どれを捨ててもかまいません。</translation>
    </message>
    <message>
        <source>The lesson plays on to the end. Nobody finishes all their bowls this time: the game ends when the draw pile runs out, after the turn of the player who drew its last card.</source>
        <extracomment>rulebook, game end: "② スープメングカードの山札が無くなった場合 ... 山札から最後の１枚を引いた人の ターンが終わったら、ゲーム終了です。"</extracomment>
        <translation>レッスンが最後まで進めます。今回は自分の丼をすべて完成させる人はいません。山札がなくなり、最後の1枚を引いた人のターンが終わったところでゲーム終了です。</translation>
    </message>
    <message>
        <source>Cards still in hand count for nothing, and each bowl with 5 or more toppings costs its owner −10. Totals: %1. The player with the highest total wins.</source>
        <translation>手札に残ったカードは数えません。具が5枚以上入った丼は、1つにつき持ち主が－10ポイントです。合計：%1。合計がいちばん多い人の勝ちです。</translation>
    </message>
    <message>
        <source>Everyone reveals their lucky toppings and adds up: the points of every card in your bowls, %1; +10 for each bowl that contains its lucky topping, %2; the bonus cards you claimed, %3. Total: %4.</source>
        <translation>全員がラッキー具を公開して合計します。自分の丼に入っているすべてのカードのポイント：%1。ラッキー具が入っている丼1つにつき＋10：%2。獲得したボーナスカード：%3。合計：%4。</translation>
    </message>
</context>
<context>
    <name>LessonSuppenkasper</name>
    <message>
        <source>Welcome to Suppenkasper! Every player starts at their dream figure, the Traumfigur. By placing dishes on the plate you ask your left-hand neighbour to eat them. If a player wastes away to Suppenkasper or bursts as a Dicker Brocken, the game ends: the winner is the player closest to the Traumfigur.</source>
        <translation>スープぎらいへようこそ！ 各プレイヤーは理想の体型からゲームを始めます。皿に料理を置いて、左隣の人に食べてもらいます。だれかがやせ細ってスープぎらいになるか、太っておでぶちゃんになると、ゲームは終わります。理想の体型にいちばん近い人の勝ちです。</translation>
    </message>
    <message>
        <source>A big dish is a threat: whoever eats it gains a lot of weight.</source>
        <translation>大きな料理は脅威です。食べた人は大きく体重が増えます。</translation>
    </message>
    <message>
        <source>%1 is served and decides: eat it as it is, eat it with one reduction card, add allowed cards and pass it on to the left, or add “No, I won't eat it!” and pass it on (and lose 1).</source>
        <translation>%1が料理を出されました。そのまま食べるか、減量カードを1枚使って食べるか、出してよいカードを加えて左隣に回すか、「いやだ、食べない！」を加えて回す（1マス減る）かを選びます。</translation>
    </message>
    <message>
        <source>Eaten as it is, this dish would move you 4 spaces toward Dicker Brocken.</source>
        <translation>そのまま食べると、この料理でおでぶちゃん側へ4マス進みます。</translation>
    </message>
    <message>
        <source>Serve your ready-made meal: 700 kcal.</source>
        <translation>調理済み食品を出しましょう。700 kcal です。</translation>
    </message>
    <message>
        <source>It is the last dish you can serve; the lesson keeps it simple.</source>
        <translation>あなたが出せる最後の料理です。レッスンでは簡単にしておきます。</translation>
    </message>
    <message>
        <source>Round 2: %1, to the left of the last dealer, shuffles and deals all the cards anew. The positions on the weight track carry over: %2. %3 holds Tischlein deck dich, puts it on the plate and serves first.</source>
        <extracomment>rulebook: "the player seated to the left of the dealer shuffles the cards anew and deals them out. A new round begins."</extracomment>
        <translation>ラウンド2：前回配った人の左隣の%1が、カードをすべてシャッフルして配り直します。体重トラックのコマの位置はそのまま持ち越します：%2。%3がおぜんよ、したくを持っているので、それを皿に置いて最初に料理を出します。</translation>
    </message>
    <message>
        <source>Losing 1 is far better than gaining 3.</source>
        <translation>3マス増えるより、1マス減るほうがずっとよいです。</translation>
    </message>
    <message>
        <source>Eaten as it is, the dish brings you back to the Traumfigur.</source>
        <translation>そのまま食べれば、理想の体型に戻れます。</translation>
    </message>
    <message>
        <source>A big dish is a threat for your neighbours, not for you.</source>
        <translation>大きな料理は、あなたではなく隣の人たちにとっての脅威です。</translation>
    </message>
    <message>
        <source>Instead of eating a dish, you may add allowed cards and pass it on to %1, your left-hand neighbour: to fast food only fast food or muesli, to ready-made meals only ready-made meals or muesli. Add the highlighted card, then pass the dish on.</source>
        <extracomment>rulebook: "Only further fast food or muesli may be served with fast food." / "Only further ready-made meals or muesli may be served with ready-made meals."</extracomment>
        <translation>料理を食べる代わりに、出してよいカードを加えて、左隣の%1に回せます。ファストフードにはファストフードかミューズリーだけ、調理済み食品には調理済み食品かミューズリーだけを加えられます。光っているカードを加えて、料理を回しましょう。</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich: %1 starts, puts it on the plate and serves a dish to %2, the left-hand neighbour: one main course with matching side dishes (dumplings with meat, potatoes with fish, cream with cake); muesli goes with everything. Its calories: the main course's value × the number of its side dishes, plus the muesli.</source>
        <extracomment>rulebook: "The player holding the card "Tischlein deck' Dich" begins and places this card on the plate." / "Only matching side dishes (of the same colour) or muesli may be served with the main courses"</extracomment>
        <translation>%1がおぜんよ、したく（Tischlein deck dich）を持っているので、%1がスタートプレイヤーです。それを皿に置いて、左隣の%2に料理を出します。メインディッシュ1品に、合う付け合わせを添えます（肉にはクネーデル、魚にはジャガイモ、ケーキにはクリーム）。ミューズリーは何にでも合います。カロリーは、メインディッシュの値 × 付け合わせの枚数に、ミューズリーを足したものです。</translation>
    </message>
    <message>
        <source>%1 added a muesli and passed the dish on to you: fish 1300 with three potatoes and three muesli, 1300 × 3 + 3 × 300 = 4800 kcal, +3 on the weight table. Do not eat it: add your potato (potatoes go with fish) and pass the dish on to %2, your left-hand neighbour.</source>
        <translation>%1がミューズリーを1枚加えて、料理をあなたに回しました。魚1300にジャガイモ3枚とミューズリー3枚：1300 × 3 ＋ 3 × 300 ＝ 4800 kcal で、体重表では＋3です。食べずに、ジャガイモを1枚加えて（ジャガイモは魚に合います）、左隣の%2に回しましょう。</translation>
    </message>
    <message>
        <source>A dish passed on is your neighbour's worry: with four potatoes it is 6100 kcal, +4.</source>
        <translation>回した料理は隣の人の悩みの種です。ジャガイモ4枚なら 6100 kcal で＋4です。</translation>
    </message>
    <message>
        <source>%1 and %2 both put “No, I won't eat it!” on the dish, lost 1 each and passed it on: it is back with you. With a “No” on the plate no more food may be added, only reduction cards. 1300 × 4 + 3 × 300 = 6100 kcal would be +4: eat it with your grain cure instead. Only the muesli counts, 900 kcal, and 0 to 999 kcal moves you 0.</source>
        <extracomment>rulebook: "If the player refuses to eat and a reduction card "Nein, eß ich nicht" has been placed on the plate, no further side dishes or muesli may be added."</extracomment>
        <translation>%1も%2も料理に「いやだ、食べない！」を置き、それぞれ1マス減って回したので、料理があなたに戻ってきました。皿に「いやだ」があると、もう食べ物は加えられず、減量カードしか出せません。1300 × 4 ＋ 3 × 300 ＝ 6100 kcal なら＋4です。代わりに穀物ダイエットを使って食べましょう。ミューズリーの分だけ、900 kcal を数えます。0～999 kcal なら0マスです。</translation>
    </message>
    <message>
        <source>Whoever eats the dish serves a new dish to the left-hand neighbour. Serve %1 with your three dumplings: click %1, the three dumplings, then the plate. 1400 × 3 = 4200 kcal, +3 for whoever eats it.</source>
        <translation>料理を食べた人が、左隣の人に新しい料理を出します。%1にクネーデル3枚を添えて出しましょう。%1、クネーデル3枚、そして皿の順にクリックします。1400 × 3 ＝ 4200 kcal で、食べた人は＋3です。</translation>
    </message>
    <message>
        <source>%1 added a dumpling and %2 a muesli: your own dish is back, 1400 × 4 + 300 = 5900 kcal, +3. Refuse it: put “No, I won't eat it!” on the dish. You lose 1 at once, and the dish goes on to %1, your left-hand neighbour.</source>
        <extracomment>rulebook: "The card "Nein! eß ich nicht" makes the player lose "1" ... At the same time the player refuses to eat and serves the dish to his left-hand neighbour."</extracomment>
        <translation>%1がクネーデルを1枚、%2がミューズリーを1枚加えたので、あなたの出した料理が戻ってきました。1400 × 4 ＋ 300 ＝ 5900 kcal で＋3です。断りましょう。料理に「いやだ、食べない！」を置きます。すぐに1マス減り、料理は左隣の%1に回ります。</translation>
    </message>
    <message>
        <source>A bigger dish passed on is your neighbours' worry.</source>
        <translation>大きくして回した料理は、隣の人たちの悩みの種です。</translation>
    </message>
    <message>
        <source>%1 serves you meat 1600 with two dumplings: 1600 × 2 = 3200 kcal, +2. You stand at −1. Eat it as it is this time: the winner is the player closest to the Traumfigur, not the thinnest one, and +2 takes you to +1.</source>
        <extracomment>rulebook: "The winner is the player who ... stands on the "Traumfigur" field, or closest to it."</extracomment>
        <translation>%1があなたに肉1600とクネーデル2枚を出しました：1600 × 2 ＝ 3200 kcal で＋2です。あなたはいま－1にいます。今回はそのまま食べましょう。勝つのはいちばんやせた人ではなく、理想の体型にいちばん近い人です。＋2で＋1になります。</translation>
    </message>
    <message>
        <source>Refused, you would stand at −2; with the laxative at −3: both farther from the Traumfigur than +1.</source>
        <translation>断れば－2、下剤なら－3になります。どちらも＋1より理想の体型から遠くなります。</translation>
    </message>
    <message>
        <source>%1 serves you meat 1200 alone: 1200 kcal, +1. Refuse it with your last “No, I won't eat it!”: from +1 you lose 1, back to the Traumfigur, and %2 must decide.</source>
        <translation>%1があなたに肉1200を単品で出しました：1200 kcal で＋1です。最後の「いやだ、食べない！」で断りましょう。＋1から1マス減って理想の体型に戻り、%2が決める番になります。</translation>
    </message>
    <message>
        <source>Eaten, the dish would take you to +2; refused, you stand on the Traumfigur.</source>
        <translation>食べれば＋2になりますが、断れば理想の体型に立てます。</translation>
    </message>
    <message>
        <source>%1 ate and must serve the next dish, but holds no main course, fast food or ready-made meal: the round ends. Now all players eat the cards still in their hands and look the total up in the weight table once; reduction cards and side dishes without a matching main course count nothing, so your hand counts nothing. Positions: %2.</source>
        <extracomment>rulebook: "The round ends when a player, after eating, can no longer play a new card." / "Reduction cards and side dishes without a matching main course count for nothing."</extracomment>
        <translation>%1は料理を食べたので次の料理を出さなければなりませんが、メインディッシュもファストフードも調理済み食品も持っていません。ラウンドは終わりです。全員が手札に残ったカードを食べ、合計を体重表で一度だけ調べます。減量カードと、合うメインディッシュのない付け合わせは数えないので、あなたの手札は何も数えません。位置：%2。</translation>
    </message>
    <message>
        <source>%1 serves you meat 1200 with two dumplings and a muesli: 1200 × 2 + 300 = 2700 kcal, +2. Muesli goes with every dish: add one and pass the dish on to %2.</source>
        <extracomment>rulebook: "Muesli goes with everything."</extracomment>
        <translation>%1があなたに肉1200とクネーデル2枚、ミューズリーを出しました：1200 × 2 ＋ 300 ＝ 2700 kcal で＋2です。ミューズリーはどの料理にも合います。1枚加えて、%2に回しましょう。</translation>
    </message>
    <message>
        <source>%1 and %2 refused it: the dish, 1200 × 2 + 2 × 300 = 3000 kcal, +2, is with you again. Only reduction cards may be played on it now, and you have another “No, I won't eat it!”: refuse it too.</source>
        <extracomment>rulebook: "If "Nein, eß ich nicht" has been served, only reduction cards may still be played."</extracomment>
        <translation>%1も%2も断ったので、料理（1200 × 2 ＋ 2 × 300 ＝ 3000 kcal、＋2）がまたあなたのところに来ました。いまはこの料理に減量カードしか出せません。あなたにはもう1枚「いやだ、食べない！」があります。これも断りましょう。</translation>
    </message>
    <message>
        <source>From the Traumfigur, −1 is closer than +2.</source>
        <translation>理想の体型からなら、＋2より－1のほうが近いです。</translation>
    </message>
    <message>
        <source>%1 serves you two ready-made meals: 2 × 700 = 1400 kcal, +1. Eat them as they are: from −1 you move back to the Traumfigur.</source>
        <translation>%1があなたに調理済み食品を2つ出しました：2 × 700 ＝ 1400 kcal で＋1です。そのまま食べましょう。－1から理想の体型に戻ります。</translation>
    </message>
    <message>
        <source>You ate, so you serve the next dish to %1: %2 with your two dumplings, 1400 × 2 = 2800 kcal, +2.</source>
        <translation>食べたので、あなたが%1に次の料理を出します。%2にクネーデル2枚を添えて：1400 × 2 ＝ 2800 kcal で＋2です。</translation>
    </message>
    <message>
        <source>%1 serves you fast food: 1000 kcal. You may add several allowed cards at once: add both your fast food and a muesli, 3300 kcal, +2, and pass the dish on to %2.</source>
        <translation>%1があなたにファストフードを出しました：1000 kcal です。出してよいカードは一度に何枚でも加えられます。ファストフード2枚とミューズリー1枚を加えて 3300 kcal、＋2にし、%2に回しましょう。</translation>
    </message>
    <message>
        <source>%1 ate and holds nothing to serve: round 2 ends, and everyone eats their hand. You hold two fish, 900 and 1100, and three potatoes: all side dishes of one colour go on one main course of that colour, and you choose which. Put the potatoes on fish 900: 900 × 3 + 1100 = 3800 kcal, not 1100 × 3 + 900 = 4200.</source>
        <extracomment>rulebook: "If several main courses of the same colour are present, the side dishes may be distributed over one of the main courses." (the 600er/1200er Torte example)</extracomment>
        <translation>%1は食べましたが出せる料理がなく、ラウンド2は終わりです。全員が手札を食べます。同じ色の付け合わせは全部、その色のメインディッシュ1品に添え、どれに添えるかは自分で選びます。ジャガイモ3枚を魚900に添えましょう：900 × 3 ＋ 1100 ＝ 3800 kcal（魚1100なら 1100 × 3 ＋ 900 ＝ 4200）。</translation>
    </message>
    <message>
        <source>On the smaller main course the side dishes multiply fewer calories: 7500 kcal in all instead of 7900.</source>
        <translation>小さいメインディッシュに添えれば、付け合わせで掛けるカロリーが少なくなります。合計 7900 kcal ではなく 7500 kcal です。</translation>
    </message>
    <message>
        <source>Round 2 is scored. You eat %1: %2 kcal, %3 on the weight table. Positions: %4.</source>
        <translation>ラウンド2の計算です。あなたは%1を食べます：%2 kcal、体重表では%3です。位置：%4。</translation>
    </message>
    <message>
        <source>Round 3: %1 deals. You hold Tischlein deck dich and put it on the plate, but you hold no main course, fast food or ready-made meal: you cannot serve a dish, so the round ends at once, before its first dish. End the round: then everyone eats the cards in their hands.</source>
        <extracomment>rulebook: "The round ends when ... no main course, ready-made meal or fast food remains with the player who must play out; he cannot play out." The holder of Tischlein deck dich must play out first.</extracomment>
        <translation>ラウンド3：%1が配ります。あなたはおぜんよ、したくを持っているので皿に置きますが、メインディッシュもファストフードも調理済み食品も持っていません。料理を出せないので、最初の料理の前にラウンドはすぐ終わります。ラウンドを終えましょう。そのあと全員が手札のカードを食べます。</translation>
    </message>
    <message>
        <source>Everyone ate their hand. You: %1 kcal, %2. %3: %4 kcal, %5. %6: %7 kcal, %8.</source>
        <translation>全員が手札を食べました。あなた：%1 kcal、%2。%3：%4 kcal、%5。%6：%7 kcal、%8。</translation>
    </message>
    <message>
        <source>%1 reached Dicker Brocken: the game is over. Positions: %2. The winner is the player on the Traumfigur or closest to it; players equally close all win: %3.</source>
        <translation>%1がおでぶちゃんに達したので、ゲーム終了です。位置：%2。理想の体型にいる人、またはいちばん近い人の勝ちです。同じだけ近い人は全員が勝者です：%3。</translation>
    </message>
</context>
<context>
    <name>LessonSusuru</name>
    <message>
        <source>Welcome to Super Susuru Soup! Every player runs a ramen shop: you buy ingredients, watch what is in fashion and open your shop at the right moment. The higher an ingredient's trend order, the more cards of it you can use. This lesson plays the first two rounds with you, step by step.</source>
        <translation>スーパーすするスープへようこそ！ 各プレイヤーはラーメン屋を営みます。素材を仕入れ、流行を見きわめ、よいタイミングで開店しましょう。素材の流行順位が高いほど、その素材のカードをたくさん使えます。このレッスンでは、最初の2ラウンドを一歩ずつ一緒に遊びます。</translation>
    </message>
    <message>
        <source>Your turn. As long as you have not opened shop, you do exactly one thing: procure or open shop. Procure now: draw the top card of the draw pile. Only you see it.</source>
        <translation>あなたの手番です。まだ開店していないプレイヤーは、仕入れか開店のどちらか1つだけを行います。まずは仕入れです。山札の一番上から1枚引きましょう。オモテを見られるのはあなただけです。</translation>
    </message>
    <message>
        <source>%1: a high card. If you want the card, keep it: it joins your hand. Important: once an ingredient card is in your hand you can never discard it, so think before you add a card.</source>
        <translation>%1：高い数字のカードです。欲しいカードなら、そのまま手札に加えます。重要：一度手札に加えた素材カードは、あとから捨てることができません。よく考えてから手札に加えましょう。</translation>
    </message>
    <message>
        <source>A 10 is the highest value there is: a card worth keeping.</source>
        <translation>10はいちばん大きい数字です。手元に残す価値があります。</translation>
    </message>
    <message>
        <source>%1 did not want the card they drew: they turned it face up and placed it next to the draw pile. Cards placed there are the market ingredients: %2 is waiting there. Remember it.</source>
        <translation>%1は引いたカードがいらなかったので、オモテにして山札の横に置きました。こうして置かれたカードが市場の素材です。いま市場には%2があります。覚えておきましょう。</translation>
    </message>
    <message>
        <source>Your turn again: draw the top card of the draw pile.</source>
        <translation>またあなたの番です。山札の一番上から1枚引きましょう。</translation>
    </message>
    <message>
        <source>%1 is low, and a card in your hand can never be discarded. If you don't want it, turn it face up and place it in the market: click the market.</source>
        <translation>%1は数字が小さく、手札に加えたカードは捨てられません。いらないカードなら、オモテにして市場に置きます。市場をクリックしましょう。</translation>
    </message>
    <message>
        <source>A low card of a second ingredient can only cost you points later.</source>
        <translation>2種類目の素材の小さいカードは、あとで得点を減らす原因にしかなりません。</translation>
    </message>
    <message>
        <source>The other way to procure: take one market ingredient of your choice and add it to your hand. Take %1: with your %2, that makes two cards of one ingredient. On any one turn you use only one of the two ways.</source>
        <translation>仕入れのもう1つの方法：好きな市場の素材を1枚選び、手札に加えます。%1を取りましょう。%2と合わせて、同じ素材が2枚になります。1回の手番では、どちらか一方の方法しか使えません。</translation>
    </message>
    <message>
        <source>Two high cards of one ingredient are what you open shop with.</source>
        <translation>同じ素材の高いカード2枚があれば、開店の準備は十分です。</translation>
    </message>
    <message>
        <source>You don't need any more ingredients: open shop. Opening shop is also the moment when you decide the trend order of one ingredient: place a card from your hand face up under a free trend order marker. Choose %1, then marker 3: chicken carcass becomes the most trendy ingredient, up to 3 cards.</source>
        <translation>これ以上素材はいりません。開店しましょう。開店するときに、素材1種類の流行順位を確定します。手札のカードを1枚オモテにして、空いている流行順位マーカーの下に置きます。%1を選び、次にマーカー3を選びます。鶏ガラがいちばん流行っている素材になり、上限は3枚です。</translation>
    </message>
    <message>
        <source>With two high chicken carcass cards, making chicken carcass the most trendy ingredient now keeps them both.</source>
        <translation>鶏ガラの高いカードが2枚あるので、いま鶏ガラを1位にすれば2枚とも得点になります。</translation>
    </message>
    <message>
        <source>The number on a marker is the card limit of its ingredient: 3, 2 or 1. If you hold more cards of an ingredient than its limit, you lose all cards of that ingredient, not just the extra ones. An ingredient without a marker has a limit of 0. The card you placed still counts as part of your hand.</source>
        <translation>マーカーの数字が、その素材の上限枚数です（3、2、1）。上限枚数より多く持っていると、上限を超えた分だけでなく、その素材のすべてのカードを失います。マーカーのない素材の上限は0枚です。マーカーの下に置いたカードも手札の一部として数えます。</translation>
    </message>
    <message>
        <source>Once you have opened shop, you take income on every later turn instead: the top card of the draw pile, face down, kept apart from your hand. Every income card is worth 3 points, whatever its value.</source>
        <translation>開店したあとの手番では、代わりに毎回収益を得ます。山札の一番上から1枚をウラのまま引き、手札と分けて置きます。収益カードは、書かれている数字に関係なく1枚3点です。</translation>
    </message>
    <message>
        <source>%1 opened shop and decided a trend order too. Now all players but one have opened: %2 takes one last normal turn, then decides the trend order of one more ingredient with the last marker. Then the round ends.</source>
        <translation>%1が開店し、流行順位を1つ確定しました。これで1人以外の全員が開店しました。%2は最後にもう1回ふつうの手番を行い、残りのマーカーで素材をもう1種類確定します。そこでラウンドが終わります。</translation>
    </message>
    <message>
        <source>The round is over. Trend order: %1. %2 has no marker: limit 0. First, for each ingredient, check its card limit. Your hand: %3, within the limit, so your hand points are %4.</source>
        <translation>ラウンドが終わりました。流行順位：%1。%2にはマーカーがないので上限は0枚です。まず、素材ごとに上限枚数を確認します。あなたの手札：%3。上限内なので、手札の得点は%4点です。</translation>
    </message>
    <message>
        <source>Then add 3 points for each income card. Your income cards: %1, worth %2 income points. Your score: %3.</source>
        <translation>次に、収益カード1枚につき3点を加えます。あなたの収益カード：%1枚、収益の得点は%2点。あなたの得点：%3点。</translation>
    </message>
    <message>
        <source>%1 held %2, over the limit: those cards score nothing. %1 scores %3. %4 keeps every card and scores %5.</source>
        <translation>%1は%2を持っていましたが、上限を超えているので得点になりません。%1の得点は%3点。%4はすべてのカードが得点になり、%5点です。</translation>
    </message>
    <message>
        <source>The players take scoring chips by rank: gold (3 stars) for 1st, silver (2) for 2nd, bronze (1) for 3rd. You are 1st and take the %1 chip. One star is one victory point.</source>
        <translation>順位に応じて得点チップを受け取ります。1位は金（星3つ）、2位は銀（2つ）、3位は銅（1つ）。あなたは1位で、%1チップを受け取ります。星1つが1勝利点です。</translation>
    </message>
    <message>
        <source>Round 2 begins. The player to the left of the last start player becomes the start player: %1 starts. Everything is set up anew: all cards are shuffled into a new draw pile and every trend order marker is free again. Only the scoring chips you took carry over.</source>
        <extracomment>rulebook, Victory Points: "The player to the left of the current start player becomes the next start player, and the game returns to 1. Setup."</extracomment>
        <translation>ラウンド2が始まります。前のスタートプレイヤーの左隣の人が、次のスタートプレイヤーになります。%1から始めます。すべてを準備し直します。カードはすべてシャッフルして新しい山札にし、流行順位マーカーもすべて空きに戻ります。持ち越すのは、受け取った得点チップだけです。</translation>
    </message>
    <message>
        <source>Your turn: procure. This round you hold back and do not open shop: draw, then keep the card or put it into the market, as the lesson suggests.</source>
        <translation>あなたの番です。仕入れをしましょう。このラウンドでは開店せずに待ちます。カードを引き、レッスンのおすすめどおりに手札に加えるか、市場に出してください。</translation>
    </message>
    <message>
        <source>The lesson keeps you from opening this round, so that you are the player who decides the last trend order at its end.</source>
        <translation>このラウンドでは開店しないことで、ラウンドの終わりに最後の流行順位を決める人になれます。</translation>
    </message>
    <message>
        <source>%1 opened shop: all players but you have opened. Play goes on up to you, and you take one last normal turn: draw, then keep the card.</source>
        <extracomment>rulebook: "After the last player to open shop (A), turns are taken in turn order up to the player who has not opened shop (C), and then the round ends."</extracomment>
        <translation>%1が開店しました。あなた以外の全員が開店しています。あなたの番まで順番に進み、あなたは最後にもう1回ふつうの手番をします。カードを引いて、手札に加えてください。</translation>
    </message>
    <message>
        <source>Marker 1 is still free, so you, the last player who has not opened, decide the trend order of one more ingredient, as an opener would: place %1 from your hand under marker 1. Then the round ends.</source>
        <extracomment>rulebook: "In a 3-player game, C takes the turn, decides the trend order of the ingredients, and the round ends."</extracomment>
        <translation>マーカー1がまだ空いているので、まだ開店していない最後のプレイヤーであるあなたが、開店する人と同じように、もう1つの素材の流行順位を決めます。手札の%1をマーカー1の下に置いてください。そのあとラウンドが終わります。</translation>
    </message>
    <message>
        <source>Chemical seasoning under marker 1 keeps your 10. Chicken carcass there would still lose both your chicken carcass cards: 2 cards are over a limit of 1.</source>
        <translation>化学調味料をマーカー1にすれば、10が残ります。鶏ガラにしても、鶏ガラのカード2枚はどちらも失います。上限1に対して2枚は多すぎるからです。</translation>
    </message>
    <message>
        <source>Round 2 is scored like the first. Chicken carcass has no marker, so your %1 score nothing; the chemical seasoning 10 counts. You score %2 and take the %3 chip.</source>
        <translation>ラウンド2も最初のラウンドと同じように得点を計算します。鶏ガラにはマーカーがないので、あなたの%1は得点になりません。化学調味料の10は数えます。あなたの得点は%2で、%3チップを受け取ります。</translation>
    </message>
    <message>
        <source>Play as many rounds as there are players: every player is the start player once, moving one seat to the left each round. Watch the last round played out quickly; the computer plays your seat.</source>
        <translation>プレイヤーの人数と同じ数のラウンドを遊び、全員が1回ずつスタートプレイヤーになります。スタートプレイヤーは毎ラウンド左隣に移ります。最後のラウンドを早送りで見てみましょう。あなたの席はコンピューターが代わりに遊びます。</translation>
    </message>
    <message>
        <source>The game is over. Stars: %1. The player with the most victory points wins; if players are tied, the one with more gold chips wins. Gold chips: %2.</source>
        <translation>ゲーム終了です。星の数：%1。勝利点がいちばん多い人の勝ちです。同点なら金チップの多い人が勝ちます。金チップ：%2。</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>リスタート(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>やり直し(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>ヒント(&amp;H)</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>統計(&amp;I)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>アニメーション速度(&amp;S)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>ログフォルダーを開く(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;About Soup Table</source>
        <translation>Soup Tableについて(&amp;A)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記録</translation>
    </message>
    <message>
        <source>That language is not available.</source>
        <translation>その言語は利用できません。</translation>
    </message>
    <message>
        <source>Log folder</source>
        <translation>ログフォルダー</translation>
    </message>
    <message>
        <source>The log files are in this folder:
%1</source>
        <translation>ログファイルはこのフォルダーにあります：
%1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>自動保存に失敗しました：%1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable *.json)</source>
        <translation>Soup Tableのゲーム (*.souptable *.json)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>ゲームを開けません</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable)</source>
        <translation>Soup Tableのゲーム (*.souptable)</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <source>Round summary</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>勝者：%1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>Nothing to undo: something hidden has been revealed since your last decision.</source>
        <translation>元に戻せません：前回の判断のあとで、隠れていた情報が公開されました。</translation>
    </message>
    <message>
        <source>The search found no other move worth weighing here.</source>
        <translation>探索では、ここで比べるに値するほかの手は見つかりませんでした。</translation>
    </message>
    <message>
        <source>The search rates it %1 (a win and your place counted), the next best, %2, %3.</source>
        <extracomment>a hint's reason: %1 the estimate with the suggested move, %2 the next best move, %3 its estimate</extracomment>
        <translation>探索による評価は%1（勝ちと順位を数えたもの）、次善の%2は%3です。</translation>
    </message>
    <message>
        <source>With it your win chance is about %1; with the next best, %2, about %3.</source>
        <extracomment>a hint's reason: %1 your win chance with the suggested move, %2 the next best move, %3 its win chance</extracomment>
        <translation>この手なら勝つ確率は約%1、次善の%2なら約%3です。</translation>
    </message>
    <message>
        <source>It is about as good as %1 (%2 and %3 win chance).</source>
        <extracomment>a hint's reason: %1 the next best move, %2 and %3 the two estimates (win chance)</extracomment>
        <translation>%1とほぼ同じくらい良い手です（勝つ確率は%2と%3）。</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>ヒントを考えています…</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <extracomment>a hint in the status line: %1 the suggested move, %2 one sentence saying why</extracomment>
        <translation>ヒント：%1。%2</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <extracomment>%1 the log's line(s) of the decision taken back ("Ann plays Miso 3.")</extracomment>
        <translation>元に戻しました：%1</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Base game</source>
        <translation>基本ゲーム</translation>
    </message>
    <message>
        <source>Variant 1 (special cards)</source>
        <translation>バリアント1（特殊カード）</translation>
    </message>
    <message>
        <source>Variant 2 (special cards and chips)</source>
        <translation>バリアント2（特殊カードとチップ）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>かんたん</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>むずかしい</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>ランダムに決める</translation>
    </message>
    <message>
        <source>Last Player of the first meal</source>
        <translation>最初の食事のラストプレイヤー</translation>
    </message>
    <message>
        <source>Who starts</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source>Computer players — Random: any move the rules allow. Easy: sensible, with a weaker choice now and then. Normal: the game's good habits, every move. Hard: tries each move out on many possible deals (about a second per move). None of them ever sees a hidden card.</source>
        <translation>コンピューター — ランダム：ルールが許す手をどれでも。かんたん：筋は通っているが、ときどき弱い手を選ぶ。ふつう：そのゲームの定石どおりに毎手打つ。むずかしい：ありうる多くの配り方で一手ずつ試してから選ぶ（一手に約1秒）。どのコンピューターも伏せられたカードは決して見ません。</translation>
    </message>
    <message>
        <source>Seat %1: name</source>
        <extracomment>a New Game seat row's name box, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>席%1：名前</translation>
    </message>
    <message>
        <source>Seat %1: person or computer</source>
        <extracomment>a New Game seat row's person/computer choice, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>席%1：人間かコンピューターか</translation>
    </message>
    <message>
        <source>Seat %1: level</source>
        <extracomment>a New Game seat row's computer level, as a screen reader says it: %1 the seat's number</extracomment>
        <translation>席%1：強さ</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>人数：</translation>
    </message>
    <message>
        <source>Number of players</source>
        <extracomment>the New Game dialog's number of players, as a screen reader names the box</extracomment>
        <translation>人数</translation>
    </message>
    <message>
        <source>Game</source>
        <extracomment>the New Game dialog's list of games, as a screen reader names it</extracomment>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Seats (in turn order)</source>
        <translation>席（手番順）</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Rules…</source>
        <translation>ルール…</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1～%2人</translation>
    </message>
</context>
<context>
    <name>OldSaves</name>
    <message>
        <source>This game was saved under earlier rules of %1 (revision %2); Soup Table now plays revision %3.</source>
        <extracomment>%1 is the game's name, %2 the rules revision it was saved under, %3 the revision this app plays</extracomment>
        <translation>このゲームは%1の以前のルール（第%2版）で保存されたものです。いまのSoup Tableは第%3版のルールで遊びます。</translation>
    </message>
    <message>
        <source>The current rules do not allow even its first move, so it cannot be resumed.</source>
        <translation>いまのルールでは最初の手から認められないため、再開できません。</translation>
    </message>
    <message numerus="yes">
        <source>All of its %n move(s) are still allowed, but under the current rules they score differently.</source>
        <translation>
            <numerusform>%n手はすべて今も認められますが、いまのルールでは得点が変わります。</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over, so it cannot be resumed.</source>
        <translation>ゲームは終わっているため、再開できません。</translation>
    </message>
    <message numerus="yes">
        <source>The current rules allow its moves up to move %1: resuming keeps %1 of %n move(s).</source>
        <extracomment>%1 is how many of the game's moves the current rules allow (from the first one on); %n is all of its moves</extracomment>
        <translation>
            <numerusform>いまのルールで認められるのは%1手目までです。再開すると%n手のうち%1手が残ります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved under earlier rules of %1 (revision %2): resuming keeps %3 of %n move(s).</source>
        <extracomment>on the start screen: %1 is the game's name, %2 the rules revision it was saved under, %3 how many of its moves the current rules allow, %n all of its moves</extracomment>
        <translation>
            <numerusform>%1の以前のルール（第%2版）で保存：再開すると%n手のうち%3手が残ります。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved under earlier rules of %1 (revision %2): it can be watched as a replay, not resumed.</source>
        <extracomment>on the start screen: %1 is the game's name, %2 the rules revision it was saved under</extracomment>
        <translation>%1の以前のルール（第%2版）で保存：リプレイで見られますが、再開はできません。</translation>
    </message>
    <message>
        <source>Res&amp;ume from there</source>
        <extracomment>resume a game saved under earlier rules from its last move the current rules allow</extracomment>
        <translation>そこから再開(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Watch the replay</source>
        <extracomment>watch a game saved under earlier rules as a replay, as far as the current rules go</extracomment>
        <translation>リプレイを見る(&amp;W)</translation>
    </message>
    <message>
        <source>Set &amp;aside</source>
        <extracomment>rename the file out of the way (it is kept, not deleted), as damaged files are</extracomment>
        <translation>別に残す(&amp;A)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Saved under earlier rules</source>
        <translation>以前のルールで保存されたゲーム</translation>
    </message>
    <message>
        <source>A review needs the whole game under the current rules; its moves can be watched as a replay as far as they go.</source>
        <translation>振り返りには、いまのルールで最後まで遊べるゲームが必要です。手は認められるところまでリプレイで見られます。</translation>
    </message>
    <message>
        <source>Its moves can be watched as a replay as far as the current rules allow.</source>
        <translation>手は、いまのルールで認められるところまでリプレイで見られます。</translation>
    </message>
    <message>
        <source>Resume it from there as a new game (the file stays as it is), or watch its moves as a replay.</source>
        <translation>そこから新しいゲームとして再開する（ファイルはそのまま残ります）か、手をリプレイで見ることができます。</translation>
    </message>
    <message>
        <source>The game was set aside: its file is kept, not deleted.</source>
        <translation>ゲームを別に残しました：ファイルは削除せずに保管しています。</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>%1, to move</source>
        <extracomment>the score table's name of the player to move, as a screen reader says it</extracomment>
        <translation>%1、手番</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>記録</translation>
    </message>
</context>
<context>
    <name>PlayArea</name>
    <message>
        <source>Pass to %1</source>
        <translation>%1に交代</translation>
    </message>
    <message>
        <source>Only %1 should look at the screen now.</source>
        <translation>ここからは%1だけが画面を見てください。</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>%1です — 手札を表示</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a decision button: %1 what it does ("Draw"), %2 its key ("D")</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1が考えています…</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>%1を待っています。</translation>
    </message>
    <message>
        <source>Press Tab to move to your choices, then Enter to choose.</source>
        <translation>Tab キーで選べるものに移動し、Enter キーで選んでください。</translation>
    </message>
    <message>
        <source>That is not one of your choices now: the highlighted ones are.</source>
        <translation>それは今選べるものではありません。選べるものは光っています。</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>今はルール上できません。</translation>
    </message>
</context>
<context>
    <name>Reader</name>
    <message>
        <source>Your &amp;hand</source>
        <translation>手札(&amp;H)</translation>
    </message>
    <message>
        <source>The &amp;table</source>
        <translation>テーブル(&amp;T)</translation>
    </message>
    <message>
        <source>The &amp;scores</source>
        <translation>得点(&amp;S)</translation>
    </message>
    <message>
        <source>The &amp;last moves</source>
        <translation>最近の手(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;What can I do now?</source>
        <translation>今できること(&amp;W)</translation>
    </message>
    <message>
        <source>Rea&amp;d</source>
        <translation>読み上げ(&amp;D)</translation>
    </message>
    <message>
        <source>Reading</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <source>There is no game at the table.</source>
        <translation>テーブルにゲームがありません。</translation>
    </message>
    <message>
        <source>Nothing has been played yet.</source>
        <translation>まだ何も行われていません。</translation>
    </message>
    <message>
        <source>Reading keys:</source>
        <translation>読み上げのキー：</translation>
    </message>
</context>
<context>
    <name>Reading</name>
    <message>
        <source>%1: %2</source>
        <extracomment>a line of the table read aloud: %1 a player's name, %2 their status</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (playable)</source>
        <translation>%1（出せる）</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1（選択中）</translation>
    </message>
    <message>
        <source>You are watching: you hold no cards.</source>
        <translation>観戦中です：手札はありません。</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>手札はありません。</translation>
    </message>
    <message numerus="yes">
        <source>Your hand: %n card(s).</source>
        <translation>
            <numerusform>手札：%n枚。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%2枚中%1枚目：%3</translation>
    </message>
    <message>
        <source>On the table:</source>
        <translation>テーブルの上：</translation>
    </message>
    <message>
        <source>You can choose, with Tab and Enter:</source>
        <translation>Tab と Enter で選べるもの：</translation>
    </message>
    <message>
        <source>Buttons below the table:</source>
        <translation>テーブルの下のボタン：</translation>
    </message>
    <message>
        <source>%1, key %2</source>
        <translation>%1（キー %2）</translation>
    </message>
</context>
<context>
    <name>Remote</name>
    <message>
        <source>Host a t&amp;able…</source>
        <translation>テーブルを開く(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>テーブルに参加(&amp;J)…</translation>
    </message>
    <message>
        <source>Guest %1</source>
        <translation>ゲスト %1</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>テーブルを開く</translation>
    </message>
    <message>
        <source>Remote</source>
        <translation>リモート</translation>
    </message>
    <message>
        <source>Hosting</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>Remote players may ask their computer for hints</source>
        <translation>リモートのプレイヤーが自分のコンピューターにヒントを聞けるようにする</translation>
    </message>
    <message>
        <source>Let computers on the local network join (not only this one)</source>
        <translation>ローカルネットワーク上のコンピューターからも参加できるようにする（このコンピューターだけでなく）</translation>
    </message>
    <message>
        <source>Port (0: any free port):</source>
        <translation>ポート（0：空いているポートを自動で選ぶ）：</translation>
    </message>
    <message>
        <source>Make at least one seat Remote (or start a New Game instead).</source>
        <translation>少なくとも一つの席を「リモート」にしてください（または新しいゲームを始めてください）。</translation>
    </message>
    <message>
        <source>These links work only on this computer. To play with friends elsewhere, host the table again with “Let computers on the local network join” ticked.</source>
        <translation>これらのリンクはこのコンピューターでしか使えません。別の場所にいる友だちと遊ぶには、「ローカルネットワーク上のコンピューターからも参加できるようにする」にチェックを入れて、テーブルをもう一度開いてください。</translation>
    </message>
    <message>
        <source>This address works only on this computer: choose the one your friends can reach you at.</source>
        <translation>このアドレスはこのコンピューターでしか使えません。友だちから接続できるアドレスを選んでください。</translation>
    </message>
    <message>
        <source>Join my %1 table: %2</source>
        <translation>私の %1 のテーブルに参加してください：%2</translation>
    </message>
    <message>
        <source>Copied the invite for seat %1: send it to that friend only.</source>
        <translation>席%1の招待リンクをコピーしました。その友だちだけに送ってください。</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>着席中</translation>
    </message>
    <message>
        <source>A computer plays</source>
        <translation>コンピューターがプレイ中</translation>
    </message>
    <message>
        <source>Away</source>
        <translation>離席中</translation>
    </message>
    <message>
        <source>Waiting to join…</source>
        <translation>参加を待っています…</translation>
    </message>
    <message>
        <source>Address in the links:</source>
        <translation>リンクのアドレス：</translation>
    </message>
    <message>
        <source>The address your friends reach this computer at: the local network's, a VPN's, or type one.</source>
        <translation>友だちがこのコンピューターに接続するためのアドレスです。ローカルネットワークや VPN のアドレスを選ぶか、直接入力してください。</translation>
    </message>
    <message>
        <source>Seat %1: invite link</source>
        <extracomment>a remote seat's invite link box, as a screen reader names it: %1 the seat's number</extracomment>
        <translation>席%1：招待リンク</translation>
    </message>
    <message>
        <source>Copy link</source>
        <translation>リンクをコピー</translation>
    </message>
    <message>
        <source>Computer plays</source>
        <translation>コンピューターがプレイ</translation>
    </message>
    <message>
        <source>A computer plays this seat until you untick it (for a friend who left).</source>
        <translation>チェックを外すまで、この席はコンピューターがプレイします（離れた友だちの代わりに）。</translation>
    </message>
    <message>
        <source>Waiting for players</source>
        <translation>プレイヤーを待っています</translation>
    </message>
    <message>
        <source>Send each friend the invite link of their seat (only to them: the link is their seat). In Soup Table they choose Game → Join a table… and paste it. The game starts when everyone is here; a computer can play a seat nobody takes.</source>
        <translation>友だち一人ひとりに、その人の席の招待リンクを送ってください（本人だけに。リンクがその人の席です）。Soup Table で「ゲーム → テーブルに参加…」を選んで貼り付けます。全員そろうとゲームが始まります。誰も座らない席はコンピューターに任せられます。</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲームを始める</translation>
    </message>
    <message>
        <source>Cannot listen for players on port %1: %2</source>
        <translation>ポート %1 でプレイヤーを待ち受けられません：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n free seat(s)</source>
        <translation>
            <numerusform>空席 %n</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, hosted by %2 (%3): %4</source>
        <translation>%1（ホスト：%2、%3）：%4</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>接続しています…</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>テーブルに参加</translation>
    </message>
    <message>
        <source>Paste the invite link your host sent you:</source>
        <translation>ホストから届いた招待リンクを貼り付けてください：</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>参加</translation>
    </message>
    <message>
        <source>Tables on your local network (ask their host for the link of your seat: the list has none):</source>
        <translation>ローカルネットワーク上のテーブル（自分の席のリンクはホストに頼んでください。この一覧にはリンクがありません）：</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>テーブルを開く(&amp;H)…</translation>
    </message>
    <message>
        <source>Play with friends at other computers: they join with a link</source>
        <translation>ほかのコンピューターにいる友だちと遊びます。友だちはリンクで参加します</translation>
    </message>
    <message>
        <source>Sit down at a friend's table with the link they sent</source>
        <translation>友だちから届いたリンクで、友だちのテーブルに着きます</translation>
    </message>
    <message>
        <source>A table you joined: %1, as %2</source>
        <translation>参加したテーブル：%1（%2として）</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>再参加</translation>
    </message>
    <message>
        <source>Remote seats</source>
        <translation>リモートの席</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度遊ぶ</translation>
    </message>
    <message>
        <source>Only the host can start the next game. When they do, this app follows them to it by itself.</source>
        <translation>次のゲームを始められるのはホストだけです。ホストが始めると、このアプリも自動でそのゲームに移ります。</translation>
    </message>
    <message>
        <source>The next game could not be hosted at the same address: send your friends the new links.</source>
        <translation>次のゲームを同じアドレスで開けませんでした。友だちに新しいリンクを送ってください。</translation>
    </message>
    <message>
        <source>The table is hosted again: the same invite links work.</source>
        <translation>テーブルをもう一度開きました。同じ招待リンクが使えます。</translation>
    </message>
    <message>
        <source>The table is hosted again, with new invite links (see Remote seats).</source>
        <translation>テーブルをもう一度開きました。招待リンクは新しくなりました（「リモートの席」を見てください）。</translation>
    </message>
    <message>
        <source>The host starts the next game: joining it…</source>
        <translation>ホストが次のゲームを始めます。参加しています…</translation>
    </message>
    <message>
        <source>Remote table</source>
        <translation>リモートのテーブル</translation>
    </message>
    <message>
        <source>A computer plays for %1 while they are away.</source>
        <translation>%1 が離れている間はコンピューターが代わりにプレイします。</translation>
    </message>
    <message>
        <source>%1 is back at the table.</source>
        <translation>%1 がテーブルに戻りました。</translation>
    </message>
    <message>
        <source>%1 left the table: their seat waits for them.</source>
        <translation>%1 がテーブルを離れました。席はそのまま待っています。</translation>
    </message>
    <message>
        <source>The host did not understand a message from this app.</source>
        <translation>ホストがこのアプリからのメッセージを理解できませんでした。</translation>
    </message>
    <message>
        <source>A message was too large for the host.</source>
        <translation>メッセージが大きすぎてホストが受け取れませんでした。</translation>
    </message>
    <message>
        <source>The host uses another version of Soup Table. Please update the app (both of you).</source>
        <translation>ホストは別のバージョンの Soup Table を使っています。アプリを更新してください（お二人とも）。</translation>
    </message>
    <message>
        <source>This invite link is not valid for the table (or the table has closed).</source>
        <translation>この招待リンクはこのテーブルでは使えません（またはテーブルが閉じられました）。</translation>
    </message>
    <message>
        <source>The host did not hear this app say hello.</source>
        <translation>このアプリの参加の挨拶がホストに届きませんでした。</translation>
    </message>
    <message>
        <source>This app is already at the table.</source>
        <translation>このアプリはすでにテーブルについています。</translation>
    </message>
    <message>
        <source>The host refused a move for another seat.</source>
        <translation>ほかの席の手はホストに拒否されました。</translation>
    </message>
    <message>
        <source>The table had already moved on: look again and choose.</source>
        <translation>テーブルはすでに先に進んでいました。もう一度見てから選んでください。</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>あなたの手番ではありません。</translation>
    </message>
    <message>
        <source>The host has not started the game yet.</source>
        <translation>ホストはまだゲームを始めていません。</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>今はルール上それはできません。</translation>
    </message>
    <message>
        <source>Something went wrong at the host: that move was not made.</source>
        <translation>ホスト側で問題が起きました。その手は行われていません。</translation>
    </message>
    <message>
        <source>Too many messages: the host disconnected this app.</source>
        <translation>メッセージが多すぎたため、ホストはこのアプリとの接続を切りました。</translation>
    </message>
    <message>
        <source>Your seat was taken by another connection with the same invite link.</source>
        <translation>同じ招待リンクを使った別の接続があなたの席につきました。</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>ホストがテーブルを閉じました。</translation>
    </message>
    <message>
        <source>The host cannot be reached. Check the link and that the host is still running.</source>
        <translation>ホストに接続できません。リンクと、ホストがまだ起動しているかを確かめてください。</translation>
    </message>
    <message>
        <source>The host plays other rules of this game. Please update the app (both of you).</source>
        <translation>ホストはこのゲームの別のルールで遊んでいます。アプリを更新してください（お二人とも）。</translation>
    </message>
    <message>
        <source>This version of Soup Table does not have the host's game. Please update the app.</source>
        <translation>このバージョンの Soup Table にはホストのゲームがありません。アプリを更新してください。</translation>
    </message>
    <message>
        <source>This is not an invite link. It looks like souptable://HOST:PORT/CODE?fp=…</source>
        <translation>これは招待リンクではありません。招待リンクは souptable://HOST:PORT/CODE?fp=… のような形です。</translation>
    </message>
    <message>
        <source>This invite link is from an older version of Soup Table: ask the host for a new link.</source>
        <translation>この招待リンクは古いバージョンの Soup Table のものです。ホストに新しいリンクを頼んでください。</translation>
    </message>
    <message>
        <source>The computer at this address is not the host who sent the link (its certificate differs), so this app did not give it your seat's code. Ask the host for a new link.</source>
        <translation>このアドレスのコンピューターは、リンクを送ったホストではありません（証明書が違います）。そのため、このアプリはあなたの席のコードを渡しませんでした。ホストに新しいリンクを頼んでください。</translation>
    </message>
    <message>
        <source>The host stopped the table for now and keeps it: this app reconnects when the host is back.</source>
        <translation>ホストがテーブルをいったん止めて、そのまま残しています。ホストが戻ると、このアプリは再接続します。</translation>
    </message>
    <message>
        <source>The host refused that (%1).</source>
        <translation>ホストに拒否されました（%1）。</translation>
    </message>
    <message>
        <source>Not connected to the host: choose again when the table is back.</source>
        <translation>ホストに接続していません。テーブルが戻ってから、もう一度選んでください。</translation>
    </message>
    <message>
        <source>Undo is not available at a remote table.</source>
        <translation>リモートのテーブルでは取り消しはできません。</translation>
    </message>
    <message>
        <source>The connection to the host was lost: trying again…</source>
        <translation>ホストとの接続が切れました。再接続しています…</translation>
    </message>
    <message>
        <source>Back at the table.</source>
        <translation>テーブルに戻りました。</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Repla&amp;y a saved game…</source>
        <translation>保存したゲームをリプレイ(&amp;Y)…</translation>
    </message>
    <message>
        <source>Replay: %1</source>
        <translation>リプレイ：%1</translation>
    </message>
    <message>
        <source>Move of the game</source>
        <extracomment>the replay's slider, as a screen reader names it</extracomment>
        <translation>ゲームの手</translation>
    </message>
    <message>
        <source>The game is over: every hand lies open.</source>
        <translation>ゲームは終わっています。すべての手札が公開されています。</translation>
    </message>
    <message>
        <source>The game is not finished: only what everyone at the table sees.</source>
        <translation>ゲームは終わっていません。全員に見えていた情報だけを表示します。</translation>
    </message>
    <message>
        <source>|◀ F&amp;irst</source>
        <translation>|◀ 最初(&amp;I)</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ 戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>進む(&amp;F) ▶</translation>
    </message>
    <message>
        <source>&amp;Last ▶|</source>
        <translation>最後(&amp;L) ▶|</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <extracomment>where the replay is: %1 this step, %2 the number of moves in the game</extracomment>
        <translation>ステップ %1/%2</translation>
    </message>
    <message>
        <source>The cards are dealt; nobody has moved yet.</source>
        <translation>カードが配られました。まだ誰も手を打っていません。</translation>
    </message>
    <message>
        <source>%1 decides.</source>
        <extracomment>a replay's step that shows nothing public; %1 the player</extracomment>
        <translation>%1が選びます。</translation>
    </message>
    <message>
        <source>Replay a saved game</source>
        <translation>保存したゲームをリプレイ</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>ゲームをリプレイできません</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>&amp;Last results…</source>
        <translation>最後の結果(&amp;L)…</translation>
    </message>
    <message>
        <source>%1 share the win. %2: %3 each.</source>
        <extracomment>%1 the winners ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score</extracomment>
        <translation>%1が同点で勝利を分け合いました。%2：それぞれ%3。</translation>
    </message>
    <message>
        <source>%1 wins on the tie-break. %2: %3, the same as %4.</source>
        <extracomment>%1 the winner, %2 what the score measures, %3 the score, %4 who had the same score</extracomment>
        <translation>%1がタイブレークで勝利しました。%2：%3で、%4と同点でした。</translation>
    </message>
    <message>
        <source>%1 wins. %2: %3.</source>
        <translation>%1の勝利です。%2：%3。</translation>
    </message>
    <message>
        <source>%1 wins. %2: %3, then %4 with %5.</source>
        <extracomment>%1 the winner, %2 what the score measures, %3 the winner's score, %4 second place, %5 their score</extracomment>
        <translation>%1の勝利です。%2：%3、次点は%4で%5。</translation>
    </message>
    <message>
        <source>After this round %1 share the lead. %2: %3 each.</source>
        <extracomment>after a round: %1 the leaders ("Ann and Bo"), %2 what the score measures ("Points"), %3 the score</extracomment>
        <translation>このラウンドを終えて、%1が首位で並んでいます。%2：それぞれ%3。</translation>
    </message>
    <message>
        <source>After this round %1 leads on the tie-break. %2: %3, the same as %4.</source>
        <extracomment>after a round: %1 the leader, %2 what the score measures, %3 the score, %4 who has the same score</extracomment>
        <translation>このラウンドを終えて、%1がタイブレークで首位です。%2：%3（%4と同じ）。</translation>
    </message>
    <message>
        <source>After this round %1 leads. %2: %3.</source>
        <translation>このラウンドを終えて、%1が首位です。%2：%3。</translation>
    </message>
    <message>
        <source>After this round %1 leads. %2: %3, then %4 with %5.</source>
        <extracomment>after a round: %1 the leader, %2 what the score measures, %3 the leader's score, %4 second place, %5 their score</extracomment>
        <translation>このラウンドを終えて、%1が首位です。%2：%3、続いて%4が%5。</translation>
    </message>
    <message>
        <source>%1: final standings</source>
        <translation>%1：最終順位</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>もう一度遊ぶ(&amp;P)</translation>
    </message>
    <message>
        <source>The same seats, a new deal</source>
        <translation>同じ席のまま、新しく配り直します</translation>
    </message>
    <message>
        <source>&amp;Rematch, seats rotated</source>
        <translation>席を回して再戦(&amp;R)</translation>
    </message>
    <message>
        <source>Everyone moves one seat on, then a new deal</source>
        <translation>全員が席を1つずつ移り、新しく配り直します</translation>
    </message>
    <message>
        <source>Repla&amp;y…</source>
        <translation>リプレイ(&amp;Y)…</translation>
    </message>
    <message>
        <source>This game again, move by move, every hand open</source>
        <translation>このゲームを一手ずつもう一度、すべての手札を公開して見ます</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Revie&amp;w…</source>
        <translation>振り返り(&amp;W)…</translation>
    </message>
    <message>
        <source>Review a sa&amp;ved game…</source>
        <translation>保存したゲームを振り返る(&amp;V)…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Review: %1</source>
        <translation>振り返り：%1</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>プレイヤー(&amp;P):</translation>
    </message>
    <message>
        <source>Whose decisions to review.</source>
        <translation>誰の判断を振り返るか。</translation>
    </message>
    <message>
        <source>%v of %m decisions</source>
        <translation>%v / %m 判断</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>This decision</source>
        <extracomment>the review's text on the decision shown (the move made, the suggestion, the verdict)</extracomment>
        <translation>この判断</translation>
    </message>
    <message>
        <source>The whole game</source>
        <extracomment>the review's text on the whole game</extracomment>
        <translation>ゲーム全体</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>中止(&amp;S)</translation>
    </message>
    <message>
        <source>Review &amp;again</source>
        <translation>もう一度振り返る(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>振り返る(&amp;R)</translation>
    </message>
    <message>
        <source>Stop the review.</source>
        <translation>振り返りを中止します。</translation>
    </message>
    <message>
        <source>Review this player's decisions now.</source>
        <translation>このプレイヤーの判断をいま振り返ります。</translation>
    </message>
    <message>
        <source>Not reviewed yet.</source>
        <translation>まだ振り返っていません。</translation>
    </message>
    <message>
        <source>Reviewing: the hard computer player searches each decision again from what this player saw then. You can go on playing meanwhile.</source>
        <translation>振り返り中：コンピューター（むずかしい）が、各判断をそのときこのプレイヤーに見えていた情報だけから読み直しています。その間もゲームを続けられます。</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>振り返りを中止しました。</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>振り返りに失敗しました：%1</translation>
    </message>
    <message>
        <source>Review finished and saved with the game.</source>
        <translation>振り返りが終わり、ゲームと一緒に保存しました。</translation>
    </message>
    <message>
        <source>Review finished.</source>
        <translation>振り返りが終わりました。</translation>
    </message>
    <message>
        <source>The review saved with this game.</source>
        <translation>このゲームと一緒に保存された振り返りです。</translation>
    </message>
    <message>
        <source>Review finished, but it could not be saved: %1</source>
        <translation>振り返りは終わりましたが、保存できませんでした：%1</translation>
    </message>
    <message>
        <source>Nothing to review: this player never had a choice to make.</source>
        <translation>振り返るものがありません：このプレイヤーには一度も選択肢がありませんでした。</translation>
    </message>
    <message>
        <source>(percentage points of win chance)</source>
        <extracomment>after the cost classes' ranges ("small &lt; 5 costly 5–15 …"): what the numbers count</extracomment>
        <translation>（勝つ確率のポイント）</translation>
    </message>
    <message>
        <source>Cost of a decision: how much higher the win chance of the best move was than that of the move made. &lt;b&gt;none&lt;/b&gt; — within the noise or under %1 percentage point; &lt;b&gt;small&lt;/b&gt; — under %2; &lt;b&gt;costly&lt;/b&gt; — %2 to %3; &lt;b&gt;blunder&lt;/b&gt; — %3 percentage points or more. ± is a 95% interval over the simulations.</source>
        <translation>判断の損失：最善手の勝つ確率が、実際の手よりどれだけ高かったか。&lt;b&gt;なし&lt;/b&gt; — 誤差の範囲内か%1ポイント未満、&lt;b&gt;小&lt;/b&gt; — %2ポイント未満、&lt;b&gt;大&lt;/b&gt; — %2～%3ポイント、&lt;b&gt;悪手&lt;/b&gt; — %3ポイント以上。± はシミュレーションによる95%区間です。</translation>
    </message>
    <message>
        <source>In this game the hard computer player also counts the place: a win is worth ¾, finishing ahead of each other player the other ¼. The chances shown are on that scale.</source>
        <translation>このゲームでは、コンピューター（むずかしい）は順位も数えます：勝利が ¾、他の各プレイヤーより上位で終わることが残りの ¼ です。表示される確率はこの尺度によるものです。</translation>
    </message>
    <message>
        <source>move %1: %2 instead of %3, %4</source>
        <extracomment>one of the costliest decisions: %1 the move's number, %2 the win chance of the move made, %3 that of the best move, %4 the cost class ("move 12: 38% instead of 52%, costly")</extracomment>
        <translation>%1手目：%3ではなく%2、%4</translation>
    </message>
    <message>
        <source>Your win chance went from %1 at the start to %2 at the end.</source>
        <extracomment>%1 the fair share at the start (e.g. 33%), %2 the outcome (100% a win, 0% a loss)</extracomment>
        <translation>あなたの勝つ確率は、はじめの%1から終わりの%2になりました。</translation>
    </message>
    <message>
        <source>Of what moved it, about %1 came from your choices and %2 from the cards and the other players' moves.</source>
        <extracomment>%1 and %2 are percentages that add up to 100%</extracomment>
        <translation>その変化のうち、約%1はあなたの判断によるもの、%2はカードの運とほかのプレイヤーの手によるものです。</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>まとめ</translation>
    </message>
    <message>
        <source>%1 decisions weighed: %2 none, %3 small, %4 costly, %5 blunder.</source>
        <translation>判断 %1 回を評価：なし %2、小 %3、大 %4、悪手 %5。</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>損失の大きかった判断：</translation>
    </message>
    <message>
        <source>No decision cost anything beyond the noise.</source>
        <translation>誤差を超えて損をした判断はありません。</translation>
    </message>
    <message>
        <source>The game is not finished: there is no outcome to weigh luck against.</source>
        <translation>ゲームが終わっていません：運と比べる結果がまだありません。</translation>
    </message>
    <message>
        <source>Play decided this game: the choices moved the chance more than the cards did.</source>
        <translation>このゲームを決めたのは腕前です：選択がカードよりも確率を大きく動かしました。</translation>
    </message>
    <message>
        <source>Luck decided this game: the cards and the others' moves moved the chance more than the choices did.</source>
        <translation>このゲームを決めたのは運です：カードと他のプレイヤーの手が、選択よりも確率を大きく動かしました。</translation>
    </message>
    <message>
        <source>Luck and play both decided this game.</source>
        <translation>このゲームは運と腕前の両方で決まりました。</translation>
    </message>
    <message>
        <source>%1 ± %2 (%3 simulations)</source>
        <translation>%1 ± %2（シミュレーション %3 回）</translation>
    </message>
    <message>
        <source>Choose a decision on the timeline.</source>
        <translation>タイムライン上の判断を選んでください。</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>%1 手目 / 全 %2 手</translation>
    </message>
    <message>
        <source>Played:</source>
        <translation>実際の手：</translation>
    </message>
    <message>
        <source>Every other move plays the same here: nothing to compare.</source>
        <translation>ここでは他のどの手も同じ結果になります：比べるものがありません。</translation>
    </message>
    <message>
        <source>Suggested:</source>
        <translation>おすすめ：</translation>
    </message>
    <message>
        <source>Best alternative:</source>
        <translation>次善の手：</translation>
    </message>
    <message>
        <source>The suggested move wins more often: %1 instead of %2. Cost: %3.</source>
        <extracomment>%1 the win chance of the suggested move, %2 of the move made, %3 the cost class</extracomment>
        <translation>提案した手のほうがよく勝ちます：%2ではなく%1。損失：%3。</translation>
    </message>
    <message>
        <source>About equal: %1 against %2 is within the noise.</source>
        <extracomment>%1 the win chance of the move made, %2 of the best alternative</extracomment>
        <translation>ほぼ同じです：%1と%2の差は誤差の範囲内です。</translation>
    </message>
    <message>
        <source>Your move was the best the search found.</source>
        <translation>あなたの手が、探索で見つかった最善の手でした。</translation>
    </message>
    <message>
        <source>The review opens when the game is over.</source>
        <translation>振り返りはゲームが終わってから開けます。</translation>
    </message>
    <message>
        <source>The review cannot be saved: %1</source>
        <translation>振り返りを保存できません：%1</translation>
    </message>
    <message>
        <source>Review a saved game</source>
        <translation>保存したゲームを振り返る</translation>
    </message>
    <message>
        <source>Soup Table games (*.souptable *.json)</source>
        <translation>Soup Table のゲーム (*.souptable *.json)</translation>
    </message>
    <message>
        <source>Cannot review the game</source>
        <translation>ゲームを振り返れません</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>small</source>
        <translation>小</translation>
    </message>
    <message>
        <source>costly</source>
        <translation>大</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Timeline of your decisions</source>
        <translation>判断のタイムライン</translation>
    </message>
    <message>
        <source>Click a mark, or use the arrow keys, to see that decision.</source>
        <translation>印をクリックするか矢印キーで、その判断を表示します。</translation>
    </message>
    <message>
        <source>Move %1: cost %2</source>
        <translation>%1 手目：損失 %2</translation>
    </message>
</context>
<context>
    <name>Salty</name>
    <message>
        <source>Salt</source>
        <translation>塩</translation>
    </message>
    <message>
        <source>Shoyu</source>
        <extracomment>the second-saltiest seasoning: "Shoyu" in the English rulebook, ソース in the Japanese edition (use ソース)</extracomment>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Ketchup</source>
        <translation>ケチャップ</translation>
    </message>
    <message>
        <source>Mayonnaise</source>
        <translation>マヨネーズ</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a seasoning card's name: %1 the seasoning, %2 its value ("Shoyu 3.5"; German writes 3,5)</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Tomato</source>
        <translation>トマト</translation>
    </message>
    <message>
        <source>Fried Egg</source>
        <translation>目玉焼き</translation>
    </message>
    <message>
        <source>Karaage</source>
        <translation>唐揚げ</translation>
    </message>
    <message>
        <source>French Fries</source>
        <translation>フライドポテト</translation>
    </message>
    <message>
        <source>Okonomiyaki</source>
        <translation>お好み焼き</translation>
    </message>
    <message>
        <source>Hamburg Steak</source>
        <translation>ハンバーグ</translation>
    </message>
    <message>
        <source>%1 (front)</source>
        <extracomment>a food card lying on its front (its plates are the bet): %1 the food</extracomment>
        <translation>%1（オモテ）</translation>
    </message>
    <message>
        <source>%1 (back)</source>
        <extracomment>a food card lying on its back (a bet of 0 cubes): %1 the food</extracomment>
        <translation>%1（ウラ）</translation>
    </message>
    <message>
        <source>%1 (side hidden)</source>
        <extracomment>a food card whose side is not known yet: %1 the food</extracomment>
        <translation>%1（面は非公開）</translation>
    </message>
    <message>
        <source>The previous player played %1 and you hold %1: you must play a %1 card.</source>
        <translation>直前の人が%1を出し、あなたは%1を持っています。%1のカードを出さなければなりません。</translation>
    </message>
    <message>
        <source>First choose a food card.</source>
        <translation>まず料理カードを選んでください。</translation>
    </message>
    <message>
        <source>First choose the side of your food card: your bet.</source>
        <translation>まず料理カードの面（予想）を選んでください。</translation>
    </message>
    <message>
        <source>Before the meal, discard exactly two seasoning cards.</source>
        <translation>食事の前に、調味料カードをちょうど2枚捨ててください。</translation>
    </message>
    <message>
        <source>That food card has already been taken.</source>
        <translation>その料理カードはすでに選ばれています。</translation>
    </message>
    <message>
        <source>There is no such food card.</source>
        <translation>その料理カードはありません。</translation>
    </message>
    <message>
        <source>A food card has only a front and a back.</source>
        <translation>料理カードにはオモテとウラしかありません。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>Choose two cards to discard.</source>
        <translation>捨てるカードを2枚選んでください。</translation>
    </message>
</context>
<context>
    <name>SaltyBoard</name>
    <message>
        <source>Seasoning shelf</source>
        <translation>調味料棚</translation>
    </message>
    <message>
        <source>Seasoning bag: %1 cubes</source>
        <translation>調味料袋：%1個</translation>
    </message>
    <message>
        <source>Set aside:</source>
        <translation>脇のカード：</translation>
    </message>
    <message>
        <source>Total %1 · cards won %2</source>
        <extracomment>a seat's status line: %1 its total score, %2 how many seasoning cards it has won</extracomment>
        <translation>合計%1 · 獲得カード%2枚</translation>
    </message>
    <message>
        <source>Last Player</source>
        <extracomment>added to a seat's status line: this player is the Last Player (ラストプレイヤー)</extracomment>
        <translation>ラストプレイヤー</translation>
    </message>
    <message>
        <source>has no %1</source>
        <extracomment>added to a seat's status line: the seasonings this player is known to lack ("has no Salt, Ketchup")</extracomment>
        <translation>%1なし</translation>
    </message>
    <message numerus="yes">
        <source>Face-down card — %1's hand (%n card(s))</source>
        <translation>
            <numerusform>ウラ向きのカード — %1の手札（%n枚）</numerusform>
        </translation>
    </message>
    <message>
        <source>Your discard: %1</source>
        <translation>捨てたカード：%1</translation>
    </message>
    <message>
        <source>outside (−10 each):</source>
        <extracomment>a label beside a food card: the cubes that did not fit on its plates</extracomment>
        <translation>皿の外（各−10）：</translation>
    </message>
    <message>
        <source>bet 0: win no cube</source>
        <extracomment>a label on a food card lying on its back: the player bet 0 cubes</extracomment>
        <translation>予想0：キューブを取らない</translation>
    </message>
    <message>
        <source>%1: %2 cubes on the shelf</source>
        <translation>%1：棚に%2個</translation>
    </message>
    <message>
        <source>Food cards: each player takes one</source>
        <translation>料理カード：1人1枚ずつ選びます</translation>
    </message>
    <message>
        <source>follow: %1</source>
        <translation>フォロー：%1</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>前のラウンド</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1が%2を出しました</translation>
    </message>
    <message>
        <source>%1 won (main: %2; salt %3)</source>
        <extracomment>under the last round's cards: %1 the winner, %2 the main seasoning(s), %3 the salt cubes then</extracomment>
        <translation>%1の勝ち（メイン%2、塩%3）</translation>
    </message>
    <message>
        <source>To play a card, click it in your hand or drag it here into the round.</source>
        <translation>カードを出すには、手札のカードをクリックするか、ここ（ラウンド）へドラッグします。</translation>
    </message>
    <message>
        <source>To play a card, drag it into the round (or just click it).</source>
        <translation>カードを出すには、ラウンドへドラッグします（クリックするだけでも出せます）。</translation>
    </message>
    <message>
        <source>To discard a card, drag it onto your discard pile (or click two cards, then Discard).</source>
        <translation>カードを捨てるには、捨て場へドラッグします（または2枚クリックしてから「捨てる」）。</translation>
    </message>
    <message>
        <source>To take a food card, click it (or drag it out of the middle).</source>
        <translation>料理カードを取るには、クリックします（または中央からドラッグします）。</translation>
    </message>
    <message>
        <source>Meal %1 of %2</source>
        <translation>食事 %1/%2</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>ラウンド %1/%2</translation>
    </message>
    <message>
        <source>Salt cubes on the shelf: %1</source>
        <translation>棚の塩キューブ：%1個</translation>
    </message>
    <message>
        <source>Cards closest to %1 win</source>
        <extracomment>the rule under the salt count: %1 is the number of salt cubes on the shelf</extracomment>
        <translation>%1にいちばん近いカードが勝ちます</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>捨て場</translation>
    </message>
    <message>
        <source>%1 (seasoning card)</source>
        <translation>%1（調味料カード）</translation>
    </message>
    <message>
        <source>Winning a round with it takes a %1 cube from the shelf (%2 there now).</source>
        <translation>このカードでラウンドに勝つと、棚から%1のキューブを1個取ります（今は%2個）。</translation>
    </message>
    <message>
        <source>Of the main seasoning, the card closest to the salt cubes on the shelf (%1) wins; then the lower value, then the saltier seasoning.</source>
        <translation>メイン調味料のうち、棚の塩キューブの数（%1）にいちばん近いカードが勝ちます。同じなら小さい数字、さらに同じならしょっぱい調味料が勝ちます。</translation>
    </message>
    <message>
        <source>%1 — set aside face up: not in play in this meal</source>
        <translation>%1 — オモテ向きで脇に置かれたカード：この食事では使いません</translation>
    </message>
    <message>
        <source>Face-down card — %1's discard pile</source>
        <translation>ウラ向きのカード — %1の捨て場</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n plate(s), accuracy bonus %2 per cube, max %3</source>
        <translation>
            <numerusform>%1：皿%n枚、ぴったりボーナス キューブ1個につき%2、最大%3</numerusform>
        </translation>
    </message>
    <message>
        <source>Each cube on a plate: %1 points; each cube outside: %2.</source>
        <translation>皿の上のキューブ1個につき%1点、皿の外のキューブ1個につき%2点。</translation>
    </message>
    <message>
        <source>Variety bonus: %1 points per colour on the plates.</source>
        <translation>いろどりボーナス：皿の上の色1つにつき%1点。</translation>
    </message>
    <message>
        <source>Back: bet 0. No cube won: %1 points × the players who bet 0. Each cube won: %2.</source>
        <translation>ウラ：予想0。キューブを1個も取らなければ%1点 × 予想0の人数。取ったキューブ1個につき%2点。</translation>
    </message>
    <message>
        <source>Its back is a bet of 0.</source>
        <translation>ウラ面は予想0です。</translation>
    </message>
    <message>
        <source>Front: bet %1</source>
        <translation>オモテ：予想%1</translation>
    </message>
    <message>
        <source>%1 — side chosen, hidden until all have chosen</source>
        <translation>%1 — 面は決定済み（全員が決めるまで非公開）</translation>
    </message>
    <message>
        <source>%1 — side not chosen yet</source>
        <translation>%1 — 面は未決定</translation>
    </message>
    <message>
        <source>%1, front: bet %2</source>
        <translation>%1（オモテ）：予想%2</translation>
    </message>
    <message>
        <source>%1, back: bet %2</source>
        <translation>%1（ウラ）：予想%2</translation>
    </message>
    <message>
        <source>A plate on %1's food card: it takes one cube (%2 points).</source>
        <translation>%1の料理カードの皿：キューブが1個載ります（%2点）。</translation>
    </message>
    <message>
        <source>%1 cube on a plate: %2 points</source>
        <translation>皿の上の%1キューブ：%2点</translation>
    </message>
    <message>
        <source>%1 cube outside the plates: %2 points</source>
        <translation>皿の外の%1キューブ：%2点</translation>
    </message>
    <message>
        <source>The number of salt cubes (%1) is the reference number of every round.</source>
        <translation>塩キューブの数（%1）が、各ラウンドの基準の数です。</translation>
    </message>
    <message>
        <source>The round: each player plays one card. You must play the seasoning of the previous player's card if you can.</source>
        <translation>ラウンド：全員がカードを1枚ずつ出します。直前の人が出したカードと同じ調味料を持っていたら、それを出さなければなりません。</translation>
    </message>
    <message>
        <source>Your discard pile: choose two cards (click them or drag them here); they are discarded face down.</source>
        <translation>あなたの捨て場：カードを2枚選んでください（クリックするか、ここへドラッグします）。ウラ向きで捨てられます。</translation>
    </message>
    <message>
        <source>Back: bet 0</source>
        <translation>ウラ：予想0</translation>
    </message>
    <message>
        <source>Discard (%1/2)</source>
        <extracomment>a button: discard the two chosen cards; %1 of 2 are chosen so far</extracomment>
        <translation>捨てる（%1/2）</translation>
    </message>
    <message>
        <source>Choose a food card: its plates are the cubes you will bet on.</source>
        <translation>料理カードを選んでください。皿の数が、獲得するキューブの予想になります。</translation>
    </message>
    <message>
        <source>Choose your bet: the front (the plates) or the back (0 cubes). The others see it when all have chosen.</source>
        <translation>予想を選んでください：オモテ（皿の数）かウラ（0個）。全員が選んだら公開されます。</translation>
    </message>
    <message>
        <source>Before the meal: choose two seasoning cards to discard face down.</source>
        <translation>食事の前に：ウラ向きで捨てる調味料カードを2枚選んでください。</translation>
    </message>
    <message>
        <source>Play a card: follow %1 if you can.</source>
        <translation>カードを出してください：%1を持っていれば%1を出します。</translation>
    </message>
    <message>
        <source>You lead this round: play any card.</source>
        <translation>このラウンドはあなたから：好きなカードを出してください。</translation>
    </message>
    <message>
        <source>take %1</source>
        <translation>%1を取る</translation>
    </message>
    <message>
        <source>bet with the front</source>
        <translation>オモテで予想する</translation>
    </message>
    <message>
        <source>bet with the back (0 cubes)</source>
        <translation>ウラで予想する（0個）</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1を捨てる</translation>
    </message>
    <message>
        <source>play %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Ties: the higher score in the last meal wins; otherwise the win is shared.</source>
        <translation>同点なら最後の食事の得点が高い人の勝利。それでも同点なら勝利を分かち合います。</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Food</source>
        <extracomment>column heading of the score table: the player's food card (keep it short)</extracomment>
        <translation>料理</translation>
    </message>
    <message>
        <source>Bet</source>
        <extracomment>column heading of the score table: how many cubes the player bet on (予想; keep it short)
----------
a row of the meal's score sheet: the cubes bet on</extracomment>
        <translation>予想</translation>
    </message>
    <message>
        <source>Cubes</source>
        <extracomment>column heading of the score table: seasoning cubes won this meal (keep it short)</extracomment>
        <translation>キューブ</translation>
    </message>
    <message>
        <source>Total</source>
        <extracomment>column heading of the score table: the total score of the game so far
----------
a row of the meal's score sheet: the total score after this meal</extracomment>
        <translation>合計</translation>
    </message>
    <message>
        <source>Meal %1 begins. Last Player: %2; First Player: %3.</source>
        <translation>%1回目の食事が始まります。ラストプレイヤー：%2、ファーストプレイヤー：%3。</translation>
    </message>
    <message>
        <source>You bet with the front of your food card.</source>
        <translation>料理カードのオモテで予想しました。</translation>
    </message>
    <message>
        <source>You bet with the back of your food card: 0 cubes.</source>
        <translation>料理カードのウラで予想しました：0個です。</translation>
    </message>
    <message>
        <source>Bets revealed: %1.</source>
        <extracomment>%1 lists every player's bet ("P1: bet 3, P2: bet 0")</extracomment>
        <translation>予想を公開：%1。</translation>
    </message>
    <message>
        <source>%1 wins the round with %2 and takes a %3 cube.</source>
        <translation>%1が%2でラウンドに勝ち、%3のキューブを1個取りました。</translation>
    </message>
    <message>
        <source>%1 wins the round with %2; no cube of that seasoning is left.</source>
        <translation>%1が%2でラウンドに勝ちましたが、その調味料のキューブは残っていません。</translation>
    </message>
    <message>
        <source>Still tied for the next Last Player: %1. Drawn at random: %2.</source>
        <translation>それでも同点です（%1）。次のラストプレイヤーは無作為に%2に決まりました。</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1が%2を取りました。</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1が%2を出しました。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>one seasoning on the shelf at the start of a meal: %1 the seasoning, %2 its cubes</extracomment>
        <translation>%1%2個</translation>
    </message>
    <message>
        <source>Shelf at the start: %1</source>
        <translation>開始時の調味料棚：%1</translation>
    </message>
    <message>
        <source>%1 has chosen a side.</source>
        <translation>%1が面を決めました。</translation>
    </message>
    <message>
        <source>%1: bet %2</source>
        <extracomment>one bet in the list of revealed bets: %1 the player, %2 the cubes bet</extracomment>
        <translation>%1：予想%2</translation>
    </message>
    <message>
        <source>Meal %1 is scored.</source>
        <translation>%1回目の食事の得点計算です。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Meal %1</source>
        <translation>%1回目の食事</translation>
    </message>
    <message>
        <source>Players who bet 0: %1</source>
        <translation>予想0の人数：%1</translation>
    </message>
    <message>
        <source>Food card</source>
        <extracomment>a row of the meal's score sheet: the food card and its side</extracomment>
        <translation>料理カード</translation>
    </message>
    <message>
        <source>On plates</source>
        <extracomment>a row of the meal's score sheet: the cubes won that lie on the plates</extracomment>
        <translation>皿の上</translation>
    </message>
    <message>
        <source>Outside</source>
        <extracomment>a row of the meal's score sheet: the cubes won that did not fit on the plates</extracomment>
        <translation>皿の外</translation>
    </message>
    <message>
        <source>Plates</source>
        <extracomment>a row of the meal's score sheet: points for the cubes on plates</extracomment>
        <translation>皿の上（＋10）</translation>
    </message>
    <message>
        <source>Outside −10</source>
        <extracomment>a row of the meal's score sheet: points lost for the cubes outside (−10 each)</extracomment>
        <translation>皿の外（−10）</translation>
    </message>
    <message>
        <source>Accuracy bonus</source>
        <translation>ぴったりボーナス</translation>
    </message>
    <message>
        <source>Variety bonus</source>
        <translation>いろどりボーナス</translation>
    </message>
    <message>
        <source>Bet 0</source>
        <extracomment>a row of the meal's score sheet: points for a successful bet of 0 cubes</extracomment>
        <translation>予想0</translation>
    </message>
    <message>
        <source>Meal</source>
        <extracomment>a row of the meal's score sheet: the points of this meal</extracomment>
        <translation>今回の食事</translation>
    </message>
    <message>
        <source>A betting game of seasonings: at the start of each meal you choose a food card, predicting how many seasoning cubes you will win (or none at all), then play one card each round. Follow the seasoning of the player just before you if you can; which card wins changes from round to round. One meal per player; the highest total score wins.</source>
        <translation>調味料の予想ゲームです。食事のはじめに料理カードを選んで、いくつ調味料キューブを取るか（1つも取らないことも）を予想し、ラウンドごとに1枚ずつカードを出します。直前のプレイヤーと同じ調味料を持っていれば出さなければなりません。どのカードが勝つかはラウンドごとに変わります。プレイヤーの人数と同じ回数の食事を行い、合計得点の最も高い人が勝ちです。</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Start s&amp;creen</source>
        <translation>スタート画面(&amp;C)</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>新しいゲームを始めますか？</translation>
    </message>
    <message>
        <source>Leave the game?</source>
        <translation>ゲームを離れますか？</translation>
    </message>
    <message>
        <source>Restart the game?</source>
        <translation>ゲームをやり直しますか？</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>別のゲームを開きますか？</translation>
    </message>
    <message>
        <source>Quit Soup Table?</source>
        <translation>Soup Tableを終了しますか？</translation>
    </message>
    <message>
        <source>%1 is not finished yet (%2).</source>
        <translation>%1はまだ終わっていません（%2）。</translation>
    </message>
    <message>
        <source>%1 is not finished yet.</source>
        <translation>%1はまだ終わっていません。</translation>
    </message>
    <message>
        <source>Keep it, and the start screen offers it next time. Or discard it.</source>
        <translation>残しておけば、次に起動したときスタート画面から続けられます。破棄することもできます。</translation>
    </message>
    <message>
        <source>Keep it, and the start screen offers it whenever you like. Or discard it.</source>
        <translation>残しておけば、いつでもスタート画面から続けられます。破棄することもできます。</translation>
    </message>
    <message>
        <source>&amp;Keep it for later</source>
        <translation>後で続ける(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Discard it</source>
        <translation>破棄する(&amp;D)</translation>
    </message>
    <message>
        <source>The game could not be kept</source>
        <translation>ゲームを残せませんでした</translation>
    </message>
    <message>
        <source>The game was kept: the start screen offers it.</source>
        <translation>ゲームを残しました。スタート画面から続けられます。</translation>
    </message>
    <message>
        <source>Not autosaved: another unfinished game is in the autosave.</source>
        <translation>自動保存していません：自動保存には別の終わっていないゲームが入っています。</translation>
    </message>
    <message>
        <source>The game cannot be saved automatically (%1). If Soup Table closed now, the moves since the last autosave would be lost. Free some disk space; the next move tries again.</source>
        <translation>ゲームを自動保存できません（%1）。いまSoup Tableが終了すると、最後の自動保存のあとの手が失われます。ディスクの空きを増やしてください。次の手でもう一度試します。</translation>
    </message>
    <message>
        <source>Your statistics could not be saved (%1). The games of this session are still counted, and saved with the next game that can be.</source>
        <translation>統計を保存できませんでした（%1）。このセッションのゲームは引き続き数えていて、次に保存できたときに一緒に保存します。</translation>
    </message>
    <message>
        <source>Your statistics file cannot be read (%1), so it was left as it is. The games of this session are counted, and added to it as soon as it can be read again.</source>
        <translation>統計ファイルを読み込めないため（%1）、ファイルはそのままにしてあります。このセッションのゲームは数えていて、ファイルがまた読めるようになりしだい追加します。</translation>
    </message>
    <message>
        <source>Your settings could not be saved to %1. They apply until Soup Table is closed.</source>
        <translation>設定を%1に保存できませんでした。設定はSoup Tableを閉じるまで有効です。</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>保存されていません</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>last played %1</source>
        <translation>最後に遊んだのは%1</translation>
    </message>
    <message>
        <source>today at %1</source>
        <translation>今日の%1</translation>
    </message>
    <message>
        <source>yesterday at %1</source>
        <translation>昨日の%1</translation>
    </message>
    <message>
        <source>Discard the game?</source>
        <translation>ゲームを破棄しますか？</translation>
    </message>
    <message>
        <source>A discarded game cannot be resumed.</source>
        <translation>破棄したゲームは再開できません。</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>%1に保存しました</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに合わせる</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <source>Strict: only until something hidden is revealed</source>
        <translation>厳格：隠れた情報が公開されるまで</translation>
    </message>
    <message>
        <source>Relaxed: always (casual play)</source>
        <translation>自由：いつでも（気軽に遊ぶとき）</translation>
    </message>
    <message>
        <source>Plain background, strong frames, bold text</source>
        <translation>無地の背景、太い枠、太字</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>My turn and summaries</source>
        <translation>自分の手番とまとめ</translation>
    </message>
    <message>
        <source>Nothing</source>
        <translation>何も読まない</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>言語：</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>アニメーション速度：</translation>
    </message>
    <message>
        <source>Think time of the hard computer player:</source>
        <translation>コンピューター（むずかしい）の思考時間：</translation>
    </message>
    <message>
        <source>Undo:</source>
        <translation>元に戻せる範囲：</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>カードの大きさ：</translation>
    </message>
    <message>
        <source>High contrast table:</source>
        <translation>高コントラストのテーブル：</translation>
    </message>
    <message>
        <source>Table text size:</source>
        <translation>テーブルの文字の大きさ：</translation>
    </message>
    <message>
        <source>Screen reader says:</source>
        <translation>スクリーンリーダーが読む内容：</translation>
    </message>
</context>
<context>
    <name>Soupmeng</name>
    <message>
        <source>Shoyu</source>
        <translation>醤油</translation>
    </message>
    <message>
        <source>Miso</source>
        <translation>味噌</translation>
    </message>
    <message>
        <source>Shio</source>
        <translation>塩</translation>
    </message>
    <message>
        <source>Tonkotsu</source>
        <translation>豚骨</translation>
    </message>
    <message>
        <source>Thin noodles</source>
        <translation>細麺</translation>
    </message>
    <message>
        <source>Medium noodles</source>
        <translation>中太麺</translation>
    </message>
    <message>
        <source>Thick noodles</source>
        <translation>太麺</translation>
    </message>
    <message>
        <source>Chashu</source>
        <translation>チャーシュー</translation>
    </message>
    <message>
        <source>Seasoned egg</source>
        <translation>味玉</translation>
    </message>
    <message>
        <source>Naruto</source>
        <translation>ナルト</translation>
    </message>
    <message>
        <source>Menma</source>
        <translation>メンマ</translation>
    </message>
    <message>
        <source>Green onion</source>
        <translation>ネギ</translation>
    </message>
    <message>
        <source>Nori</source>
        <translation>海苔</translation>
    </message>
    <message>
        <source>Bean sprouts</source>
        <translation>もやし</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>コーン</translation>
    </message>
    <message>
        <source>Swap card</source>
        <translation>入れ替えカード</translation>
    </message>
    <message>
        <source>soup</source>
        <translation>スープ</translation>
    </message>
    <message>
        <source>noodles</source>
        <translation>麺</translation>
    </message>
    <message>
        <source>topping</source>
        <translation>具</translation>
    </message>
    <message>
        <source>swap card</source>
        <translation>入れ替えカード</translation>
    </message>
    <message>
        <source>Sapporo Miso</source>
        <translation>札幌味噌</translation>
    </message>
    <message>
        <source>Hakata Tonkotsu</source>
        <translation>博多豚骨</translation>
    </message>
    <message>
        <source>Tokyo Shoyu</source>
        <translation>東京醤油</translation>
    </message>
    <message>
        <source>Shio Ramen</source>
        <translation>塩ラーメン</translation>
    </message>
    <message>
        <source>Chashu Men</source>
        <extracomment>a bonus card's name, as the English rulebook prints it (チャーシュー麺)</extracomment>
        <translation>チャーシュー麺</translation>
    </message>
    <message>
        <source>Everything On It</source>
        <extracomment>a bonus card's name, as the English rulebook prints it (全部のせ)</extracomment>
        <translation>全部のせ</translation>
    </message>
    <message numerus="yes">
        <source>%n different topping(s)</source>
        <translation>
            <numerusform>異なる具%n種類</numerusform>
        </translation>
    </message>
    <message>
        <source>Order up!</source>
        <translation>いっちょあがり！</translation>
    </message>
    <message>
        <source>any soup</source>
        <translation>好きなスープ</translation>
    </message>
    <message>
        <source>any noodles</source>
        <translation>好きな麺</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>a bonus card's condition: %1 copies of the topping %2 ("2 × Chashu")</extracomment>
        <translation>%2%1枚</translation>
    </message>
    <message>
        <source> + </source>
        <extracomment>the separator between the parts of a bonus card's condition ("Miso + Thick noodles + Corn")</extracomment>
        <translation> ＋ </translation>
    </message>
    <message>
        <source>A player finished all their bowls.</source>
        <translation>誰かがすべての丼をいっちょあがりしました。</translation>
    </message>
    <message>
        <source>The last card of the draw pile was drawn.</source>
        <translation>山札の最後の1枚が引かれました。</translation>
    </message>
    <message>
        <source>First draw a card from the draw pile, or finish a bowl with Order up!.</source>
        <translation>まず山札から1枚引くか、いっちょあがり！で丼を完成させてください。</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>山札がありません。</translation>
    </message>
    <message>
        <source>There is no such bowl.</source>
        <translation>その丼はありません。</translation>
    </message>
    <message>
        <source>That bowl is finished (Order up!): nothing can be added or swapped until the end.</source>
        <translation>その丼はいっちょあがり！カードで完成しています。ゲーム終了まで、入れることも入れ替えることもできません。</translation>
    </message>
    <message>
        <source>That bowl needs a soup before it can be finished.</source>
        <translation>完成させるには、その丼にスープが必要です。</translation>
    </message>
    <message>
        <source>That bowl needs noodles before it can be finished.</source>
        <translation>完成させるには、その丼に麺が必要です。</translation>
    </message>
    <message numerus="yes">
        <source>That bowl needs at least %n topping(s) before it can be finished.</source>
        <translation>
            <numerusform>完成させるには、その丼に具が%n枚以上必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>You have drawn already: now put a card into a bowl, play the swap card or discard.</source>
        <translation>もう引きました。丼にカードを入れるか、入れ替えカードを使うか、捨ててください。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>That bowl already has a different soup.</source>
        <translation>その丼には別のスープが入っています。</translation>
    </message>
    <message>
        <source>That bowl already has different noodles.</source>
        <translation>その丼には別の麺が入っています。</translation>
    </message>
    <message>
        <source>The swap card does not go into a bowl: play it to exchange two cards.</source>
        <translation>入れ替えカードは丼に入れられません。カード2枚の交換に使います。</translation>
    </message>
    <message>
        <source>You may discard only when no card in your hand fits into any bowl.</source>
        <translation>捨てられるのは、手札のどのカードもどの丼にも入らないときだけです。</translation>
    </message>
    <message>
        <source>You have no swap card.</source>
        <translation>入れ替えカードを持っていません。</translation>
    </message>
    <message>
        <source>Choose a card in another bowl to swap with.</source>
        <translation>交換する相手は、別の丼のカードを選んでください。</translation>
    </message>
    <message>
        <source>That card is not in that bowl.</source>
        <translation>そのカードはその丼に入っていません。</translation>
    </message>
    <message>
        <source>Only cards of the same kind can be swapped: soup for soup, noodles for noodles, topping for topping.</source>
        <translation>交換できるのは同じ種類どうしだけです（スープはスープ、麺は麺、具は具）。</translation>
    </message>
    <message>
        <source>Extra soup and extra noodles cannot be swapped.</source>
        <translation>スープ増量・麺増量したスープと麺は入れ替えできません。</translation>
    </message>
    <message>
        <source>Swapping two identical cards would change nothing.</source>
        <translation>同じカードどうしを交換しても何も変わりません。</translation>
    </message>
    <message>
        <source>Between two of your own bowls the two cards simply change places.</source>
        <translation>自分の丼どうしでは、2枚のカードがそのまま入れ替わります。</translation>
    </message>
    <message>
        <source>The card you get does not fit into that bowl.</source>
        <translation>受け取るカードはその丼に入りません。</translation>
    </message>
</context>
<context>
    <name>SoupmengBoard</name>
    <message>
        <source>hand %1 · finished %2/%3 · bonus %4 pts</source>
        <extracomment>a seat's status line: %1 cards in hand, %2 of %3 bowls finished, %4 points of bonus cards (keep it short)</extracomment>
        <translation>手札%1 · 完成%2/%3 · ボーナス%4点</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1の手札：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Claimed by %1 with bowl %2.</source>
        <translation>%1が丼%2でゲットしました。</translation>
    </message>
    <message>
        <source>Soup</source>
        <extracomment>written in a bowl's empty soup place</extracomment>
        <translation>スープ</translation>
    </message>
    <message>
        <source>Noodles</source>
        <extracomment>written in a bowl's empty noodles place</extracomment>
        <translation>麺</translation>
    </message>
    <message>
        <source>Toppings</source>
        <extracomment>written in a bowl's empty toppings place</extracomment>
        <translation>具</translation>
    </message>
    <message>
        <source>Bowl %1 · %2 pts</source>
        <extracomment>under a bowl: its number and the points in it now (keep it short)</extracomment>
        <translation>丼%1 · %2点</translation>
    </message>
    <message>
        <source>★%1</source>
        <extracomment>after a bowl's points: the bonus of the lucky topping in it ("★+10")</extracomment>
        <translation>★%1</translation>
    </message>
    <message>
        <source>⚠ next: %1</source>
        <extracomment>a warning on a bowl with 4 toppings: one more and it scores %1 (keep it short)</extracomment>
        <translation>⚠ 次で%1</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>山札</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <extracomment>how far a game of Soup Meng Ramen has got (one round, until the draw pile runs out)</extracomment>
        <translation>
            <numerusform>山札：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>捨て場</translation>
    </message>
    <message>
        <source>Discard pile (only when no card fits anywhere)</source>
        <translation>捨て場（どのカードもどこにも入らないときだけ）</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>捨て場：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards — the first bowl to meet one claims it</source>
        <translation>ボーナスカード — 条件を最初に満たした丼がゲット</translation>
    </message>
    <message>
        <source>All bonus cards have been claimed.</source>
        <translation>ボーナスカードはすべてゲットされました。</translation>
    </message>
    <message>
        <source>Bonus card %1: %2 points. A bowl needs: %3.</source>
        <translation>ボーナスカード「%1」：%2点。1つの丼に必要なもの：%3。</translation>
    </message>
    <message>
        <source>%1 (%2, %3 points)</source>
        <extracomment>a card's tooltip: %1 its name, %2 its kind (soup, noodles, topping), %3 its points</extracomment>
        <translation>%1（%2、%3点）</translation>
    </message>
    <message>
        <source>%1 — put it on a bowl with soup, noodles and at least %2 toppings to finish it.</source>
        <translation>%1 — スープ・麺・具%2枚以上が入った丼に置くと完成します。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>残り%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — this bowl is finished: nothing can be added or swapped until the end.</source>
        <translation>%1 — この丼は完成しました。ゲーム終了まで、入れることも入れ替えることもできません。</translation>
    </message>
    <message>
        <source>%1's bowl %2. Its lucky topping is hidden.</source>
        <translation>%1の丼%2。ラッキー具は非公開です。</translation>
    </message>
    <message>
        <source>Your bowl %1. Lucky topping: %2 — %3 if it is in this bowl at the end (only you can see it).</source>
        <translation>あなたの丼%1。ラッキー具：%2 — ゲーム終了時にこの丼に入っていれば%3（あなただけが見られます）。</translation>
    </message>
    <message>
        <source>%1's bowl %2. Lucky topping: %3.</source>
        <translation>%1の丼%2。ラッキー具：%3。</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>a button: draw a card from the draw pile</extracomment>
        <translation>引く</translation>
    </message>
    <message>
        <source>Order up! bowl %1</source>
        <extracomment>a button: finish bowl %1 with an Order up! card (いっちょあがり！)</extracomment>
        <translation>いっちょあがり！丼%1</translation>
    </message>
    <message>
        <source>Finish bowl %1 with an Order up! card</source>
        <translation>いっちょあがり！カードで丼%1を完成させる</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Into bowl %1</source>
        <extracomment>a button: put the chosen card into bowl %1</extracomment>
        <translation>丼%1に入れる</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>a button: put the card %1 on the discard pile</extracomment>
        <translation>%1を捨てる</translation>
    </message>
    <message>
        <source>Choose the bowl to finish with Order up!.</source>
        <translation>いっちょあがり！で完成させる丼を選んでください。</translation>
    </message>
    <message>
        <source>Your turn: draw a card, or finish a glowing bowl with Order up! (then no draw).</source>
        <translation>あなたのターンです：カードを引くか、光っている丼をいっちょあがり！で完成させてください（その場合は引きません）。</translation>
    </message>
    <message>
        <source>Your turn: finish a glowing bowl with Order up!.</source>
        <translation>あなたのターンです：光っている丼をいっちょあがり！で完成させてください。</translation>
    </message>
    <message>
        <source>Your turn: draw a card from the draw pile.</source>
        <translation>あなたのターンです：山札からカードを1枚引いてください。</translation>
    </message>
    <message>
        <source>Put %1 on the discard pile.</source>
        <translation>%1を捨て場に置いてください。</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card to put on the discard pile.</source>
        <translation>どのカードもどの丼にも入りません。捨て場に置くカードを選んでください。</translation>
    </message>
    <message>
        <source>You get %1: choose the bowl of yours to put it in.</source>
        <translation>%1を受け取ります。入れる自分の丼を選んでください。</translation>
    </message>
    <message>
        <source>Swap: %1 from your bowl %2 for which card? Choose a glowing card of the same kind.</source>
        <translation>入れ替え：丼%2の%1をどのカードと交換しますか？光っている同じ種類のカードを選んでください。</translation>
    </message>
    <message>
        <source>Swap: you take %1. Choose the card of your bowls to give for it.</source>
        <translation>入れ替え：%1をもらいます。代わりに渡す自分の丼のカードを選んでください。</translation>
    </message>
    <message>
        <source>Swap card: choose a card in one of your bowls, then a card of the same kind in another bowl.</source>
        <translation>入れ替えカード：自分の丼のカードを選び、次に別の丼の同じ種類のカードを選んでください。</translation>
    </message>
    <message>
        <source>Put %1 into a glowing bowl — yours or another player's.</source>
        <translation>%1を光っている丼に入れてください（自分の丼でも他プレイヤーの丼でもかまいません）。</translation>
    </message>
    <message>
        <source>start player</source>
        <extracomment>after a seat's name: this player started the game (スタートプレイヤー)</extracomment>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source>%1 toppings: a bowl with %2 or more toppings takes a penalty of %3 at the end (its cards still count).</source>
        <extracomment>a penalty on top of the bowl's card points (they still count): 「具は無制限に入れる事ができますが、 ５枚以上入れた場合－１０ポイントのペナルティとなります」</extracomment>
        <translation>具%1枚：具が%2枚以上の丼は、ゲーム終了時に%3点のペナルティです（丼のカードの点は数えます）。</translation>
    </message>
    <message>
        <source>One more topping and this bowl takes a penalty of %1 at the end.</source>
        <extracomment>a penalty on top of the bowl's card points: 「５枚以上入れた場合－１０ポイントのペナルティとなります」</extracomment>
        <translation>あと1枚具を入れると、この丼はゲーム終了時に%1点のペナルティです。</translation>
    </message>
    <message>
        <source>Yes, Order up! bowl %1</source>
        <extracomment>a button: confirm finishing bowl %1 (nothing can be added to it afterwards)</extracomment>
        <translation>はい、丼%1をいっちょあがり！</translation>
    </message>
    <message>
        <source>Finish bowl %1 with Order up!? Nothing can be added to it or swapped out afterwards: choose it once more to finish it, or press Esc to keep it open.</source>
        <translation>丼%1をいっちょあがり！で完成させますか？完成した丼には、あとから何も加えられず、入れ替えもできません。完成させるならもう一度選び、やめるならEscを押してください。</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card to put on the discard pile, or play the swap card.</source>
        <translation>どのカードもどの丼にも入りません。捨て場に置くカードを選ぶか、入れ替えカードを使ってください。</translation>
    </message>
    <message>
        <source>Or put the swap card on the discard pile.</source>
        <translation>または入れ替えカードを捨て場に置きます。</translation>
    </message>
    <message>
        <source>Choose a card, then the bowl to put it in (or drag it there); or play the swap card.</source>
        <translation>カードを選び、入れる丼を選んでください（ドラッグでも可）。または入れ替えカードを使います。</translation>
    </message>
    <message>
        <source>Choose a card, then the bowl to put it in (or drag it there).</source>
        <translation>カードを選び、入れる丼を選んでください（ドラッグでも可）。</translation>
    </message>
    <message>
        <source>First choose a card from your hand.</source>
        <translation>まず手札からカードを選んでください。</translation>
    </message>
    <message>
        <source>First draw a card from the draw pile (or finish a bowl).</source>
        <translation>まず山札からカードを引いてください（または丼を完成させます）。</translation>
    </message>
    <message>
        <source>That card fits into no bowl right now.</source>
        <translation>そのカードは今どの丼にも入りません。</translation>
    </message>
    <message>
        <source>No swap is possible right now.</source>
        <translation>今は入れ替えできません。</translation>
    </message>
    <message>
        <source>Choose one of the glowing cards to swap.</source>
        <translation>光っているカードから、交換するカードを選んでください。</translation>
    </message>
    <message>
        <source>Choose one of the glowing bowls for the card you get.</source>
        <translation>受け取るカードを入れる丼を、光っている丼から選んでください。</translation>
    </message>
    <message>
        <source>That card cannot be part of this swap.</source>
        <translation>そのカードはこの入れ替えに使えません。</translation>
    </message>
    <message>
        <source>No card fits into any bowl: choose a card for the discard pile.</source>
        <translation>どのカードもどの丼にも入りません。捨て場に置くカードを選んでください。</translation>
    </message>
    <message>
        <source>Drop the card onto a glowing bowl.</source>
        <translation>カードを光っている丼にドロップしてください。</translation>
    </message>
    <message>
        <source>Drop the Order up! card onto one of your glowing bowls.</source>
        <translation>いっちょあがり！カードを光っている自分の丼にドロップしてください。</translation>
    </message>
    <message numerus="yes">
        <source>No bowl is ready: it needs soup, noodles and at least %n topping(s).</source>
        <translation>
            <numerusform>完成できる丼がありません。スープ・麺・具%n枚以上が必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bonus cards are not played: the first bowl that meets a bonus card's condition claims it at once.</source>
        <translation>ボーナスカードは出すカードではありません。条件を最初に満たした丼が、その場でゲットします。</translation>
    </message>
    <message>
        <source>The other players' hands are hidden: only the number of cards is known.</source>
        <translation>他のプレイヤーの手札は非公開です。わかるのは枚数だけです。</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>カードを引く</translation>
    </message>
    <message>
        <source>Order up! for your bowl %1</source>
        <translation>自分の丼%1でいっちょあがり！</translation>
    </message>
    <message>
        <source>put %1 into your bowl %2</source>
        <translation>%1を自分の丼%2に入れる</translation>
    </message>
    <message>
        <source>put %1 into %2's bowl %3</source>
        <translation>%1を%2の丼%3に入れる</translation>
    </message>
    <message>
        <source>swap %1 from your bowl %2 for %3 from your bowl %4</source>
        <translation>自分の丼%2の%1を自分の丼%4の%3と交換する</translation>
    </message>
    <message>
        <source>swap %1 from your bowl %2 for %3 from %4's bowl %5 (into your bowl %6)</source>
        <translation>自分の丼%2の%1を%4の丼%5の%3と交換する（自分の丼%6へ）</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1を捨てる</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column heading of the score table: points so far</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <source>The highest total wins; a tie is a shared win.</source>
        <translation>合計がいちばん多い人の勝利。同点なら勝利を分かち合います。</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the score table: the number of cards in hand (keep it short)</extracomment>
        <translation>手札</translation>
    </message>
    <message>
        <source>Bowls</source>
        <extracomment>column heading of the score table: bowls finished of all the player's bowls ("1/3")</extracomment>
        <translation>丼</translation>
    </message>
    <message>
        <source>Bonus</source>
        <extracomment>column heading of the score table: points of the bonus cards claimed (keep it short)</extracomment>
        <translation>ボーナス</translation>
    </message>
    <message>
        <source>%1+?</source>
        <extracomment>points in the score table while a lucky topping is still hidden: %1 known points, "+?" unknown</extracomment>
        <translation>%1+?</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1が%2を引きました。</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1がカードを引きました。</translation>
    </message>
    <message>
        <source>%1 puts %2 into their bowl %3.</source>
        <translation>%1が自分の丼%3に%2を入れました。</translation>
    </message>
    <message>
        <source>%1 puts %2 into %3's bowl %4.</source>
        <translation>%1が%3の丼%4に%2を入れました。</translation>
    </message>
    <message>
        <source>%1 puts the swap card on the discard pile.</source>
        <translation>%1が入れ替えカードを捨て場に置きました。</translation>
    </message>
    <message>
        <source>%1 discards %2: no card fitted anywhere.</source>
        <translation>%1が%2を捨てました（どのカードもどこにも入りませんでした）。</translation>
    </message>
    <message>
        <source>%1 exchanges %2 in their bowl %3 with %4 in their bowl %5.</source>
        <translation>%1が自分の丼%3の%2と丼%5の%4を入れ替えました。</translation>
    </message>
    <message>
        <source>%1 swaps %2 from their bowl %3 for %4 from %5's bowl %6; %4 goes into bowl %7.</source>
        <translation>%1が自分の丼%3の%2を%5の丼%6の%4と交換しました。%4は丼%7へ。</translation>
    </message>
    <message>
        <source>%1: Order up! Bowl %2 is finished.</source>
        <translation>%1：いっちょあがり！丼%2が完成しました。</translation>
    </message>
    <message>
        <source>Lucky: %1</source>
        <extracomment>written along a bowl card's foot: %1 is its lucky topping (ラッキー具)</extracomment>
        <translation>ラッキー具：%1</translation>
    </message>
    <message>
        <source>%1 finished all their bowls.</source>
        <translation>%1がすべての丼をいっちょあがりしました。</translation>
    </message>
    <message>
        <source>%1 claims the bonus card %2 (%3 points) with bowl %4.</source>
        <translation>%1が丼%4でボーナスカード「%2」（%3点）をゲットしました。</translation>
    </message>
    <message>
        <source>The last card of the draw pile was drawn: the game ends after this turn.</source>
        <translation>山札の最後の1枚が引かれました。このターンのあとでゲーム終了です。</translation>
    </message>
    <message>
        <source>The game is over: the bowls are scored.</source>
        <translation>ゲーム終了です。丼の得点を計算します。</translation>
    </message>
    <message>
        <source>%1's bowl %2: lucky topping %3 — in the bowl, %4.</source>
        <translation>%1の丼%2：ラッキー具は%3 — 入っているので%4。</translation>
    </message>
    <message>
        <source>%1's bowl %2: lucky topping %3 — not in the bowl.</source>
        <translation>%1の丼%2：ラッキー具は%3 — 入っていません。</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点計算</translation>
    </message>
    <message>
        <source>Every card in a bowl counts, finished or not; %1 when the bowl holds its lucky topping; %2 for %3 or more toppings; plus the bonus cards. Cards left in hand do not count.</source>
        <translation>完成・未完成にかかわらず、丼のカードはすべて数えます。ラッキー具が入っている丼は%1、具が%3枚以上の丼は%2、さらにボーナスカードを加えます。手札に残ったカードは数えません。</translation>
    </message>
    <message>
        <source>Bowl</source>
        <extracomment>column heading of the score summary</extracomment>
        <translation>丼</translation>
    </message>
    <message>
        <source>Contents</source>
        <extracomment>column heading of the score summary: the cards in the bowl</extracomment>
        <translation>中身</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>column heading of the score summary: the points of the cards in the bowl</extracomment>
        <translation>カード</translation>
    </message>
    <message>
        <source>Lucky topping</source>
        <translation>ラッキー具</translation>
    </message>
    <message>
        <source>5+ toppings</source>
        <extracomment>column heading of the score summary: the penalty for 5 or more toppings</extracomment>
        <translation>具5枚以上</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Bowl %1</source>
        <translation>丼%1</translation>
    </message>
    <message>
        <source>Bowl %1 (Order up!)</source>
        <translation>丼%1（いっちょあがり！）</translation>
    </message>
    <message>
        <source>%1 toppings: %2</source>
        <translation>具%1枚：%2</translation>
    </message>
    <message>
        <source>Bonus card: %1</source>
        <translation>ボーナスカード：%1</translation>
    </message>
    <message>
        <source>with bowl %1</source>
        <translation>丼%1で</translation>
    </message>
    <message>
        <source>cards %1 · lucky toppings %2 · penalties %3 · bonus cards %4</source>
        <translation>カード%1 · ラッキー具%2 · ペナルティ%3 · ボーナスカード%4</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Fill your bowls with soup, noodles and toppings, hope for the lucky topping hidden under each bowl, claim bonus cards for famous ramen styles and call Order up! when a bowl is done. You may drop cards into other players' bowls too, and a swap card trades one card of your bowl for one of the same kind in another bowl. The game ends when someone has finished all their bowls or the draw pile runs out.</source>
        <translation>丼にスープと麺と具を入れ、それぞれの丼の下に隠れたラッキー具を期待しながら、有名なラーメンのボーナスカードを取り、丼ができたら「いっちょあがり！」。ほかのプレイヤーの丼にカードを入れることもでき、入れ替えカードなら自分の丼のカード1枚をほかの丼の同じ種類のカードと交換できます。誰かがすべての丼を完成させるか、山札がなくなるとゲームは終わります。</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <source>%1 minutes or more</source>
        <translation>%1分以上</translation>
    </message>
    <message>
        <source>%1–%2 minutes</source>
        <translation>%1～%2分</translation>
    </message>
    <message>
        <source>&amp;Learn ✓</source>
        <translation>遊び方を学ぶ(&amp;L) ✓</translation>
    </message>
    <message>
        <source>You have finished this lesson. Play it again whenever you like.</source>
        <translation>このレッスンは修了しました。いつでももう一度遊べます。</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>遊び方を学ぶ(&amp;L)</translation>
    </message>
    <message>
        <source>A guided first game: the table explains each step</source>
        <translation>はじめてのゲームを案内付きで：卓が一手ずつ説明します</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <source>Learn %1, finished</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty"); its lesson was played to its end</extracomment>
        <translation>%1の遊び方を学ぶ（修了）</translation>
    </message>
    <message>
        <source>Learn %1</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>%1の遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Play %1: new game</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>%1を遊ぶ：新しいゲーム</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <extracomment>a start screen button's accessible name: %1 the game ("Salty")</extracomment>
        <translation>%1のルール</translation>
    </message>
    <message>
        <source>Res&amp;ume</source>
        <translation>続ける(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <source>Resume %1</source>
        <extracomment>an unfinished game's button, as a screen reader names it: %1 the game and its players</extracomment>
        <translation>続ける：%1</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <extracomment>an unfinished game's button, as a screen reader names it: %1 the game and its players</extracomment>
        <translation>破棄：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) could not be read (damaged) and were left as they are.</source>
        <translation>
            <numerusform>残したゲームのうち%n件は読み込めなかったため（壊れています）、そのままにしてあります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kept game(s) were made by a newer Soup Table: update it to resume them.</source>
        <translation>
            <numerusform>残したゲームのうち%n件は新しいバージョンのSoup Tableで作られています。再開するにはSoup Tableを更新してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>They are in %1.</source>
        <translation>ファイルは%1にあります。</translation>
    </message>
    <message>
        <source>Start screen</source>
        <extracomment>the start screen as a whole, as a screen reader names it</extracomment>
        <translation>スタート画面</translation>
    </message>
    <message numerus="yes">
        <source>%n card game(s) at one table. Choose a game, or go on with one you have not finished.</source>
        <translation>
            <numerusform>1つの卓で%n種類のカードゲーム。ゲームを選ぶか、終わっていないゲームの続きを遊んでください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Not finished yet</source>
        <translation>まだ終わっていないゲーム</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>ゲーム</translation>
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
        <translation>統計</translation>
    </message>
    <message>
        <source>Your statistics file cannot be read (%1). Only the games of this session are shown; they are added to it as soon as it can be read again.</source>
        <translation>統計ファイルを読み込めません（%1）。このセッションのゲームだけを表示しています。ファイルがまた読めるようになりしだい、そこに追加します。</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>column heading: games played</extracomment>
        <translation>プレイ数</translation>
    </message>
    <message>
        <source>Won</source>
        <extracomment>column heading: games won (a shared win counts)</extracomment>
        <translation>勝利数</translation>
    </message>
    <message>
        <source>Win %</source>
        <extracomment>column heading: the share of games won, in percent</extracomment>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Streak</source>
        <extracomment>column heading: games won in a row up to the last one</extracomment>
        <translation>連勝</translation>
    </message>
    <message>
        <source>Best streak</source>
        <extracomment>column heading: the longest run of games won in a row</extracomment>
        <translation>最多連勝</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>リセット(&amp;R)…</translation>
    </message>
    <message>
        <source>No finished game counted here yet.</source>
        <translation>ここで数えた終わったゲームはまだありません。</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>統計をリセットしますか？</translation>
    </message>
    <message>
        <source>Forget the statistics of every game?</source>
        <translation>すべてのゲームの統計を消去しますか？</translation>
    </message>
    <message>
        <source>Forget the statistics of %1?</source>
        <translation>%1の統計を消去しますか？</translation>
    </message>
    <message>
        <source>Games played, won and the streaks start again from zero.</source>
        <translation>プレイ数、勝利数、連勝記録は0から数え直しになります。</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>リセット(&amp;R)</translation>
    </message>
    <message>
        <source>Statistics not saved</source>
        <translation>統計を保存できませんでした</translation>
    </message>
    <message>
        <source>The statistics file could not be written; the reset holds until Soup Table closes.</source>
        <translation>統計ファイルに書き込めませんでした。リセットはSoup Tableを閉じるまで有効です。</translation>
    </message>
</context>
<context>
    <name>Suppenkasper</name>
    <message>
        <source>Meat</source>
        <translation>肉</translation>
    </message>
    <message>
        <source>Fish</source>
        <translation>魚</translation>
    </message>
    <message>
        <source>Cake</source>
        <translation>ケーキ</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a main course's name: %1 meat, fish or cake, %2 its kcal ("Meat 1200")</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>Dumplings</source>
        <translation>クネーデル</translation>
    </message>
    <message>
        <source>Potatoes</source>
        <translation>ジャガイモ</translation>
    </message>
    <message>
        <source>Cream</source>
        <translation>クリーム</translation>
    </message>
    <message>
        <source>Ready-made meal</source>
        <translation>調理済み食品</translation>
    </message>
    <message>
        <source>Fast food</source>
        <translation>ファストフード</translation>
    </message>
    <message>
        <source>Muesli</source>
        <translation>ミューズリー</translation>
    </message>
    <message>
        <source>FdH</source>
        <translation>FdH（半分だけ食べる）</translation>
    </message>
    <message>
        <source>Zero diet</source>
        <translation>絶食</translation>
    </message>
    <message>
        <source>Grain cure</source>
        <translation>穀物ダイエット</translation>
    </message>
    <message>
        <source>Laxative</source>
        <translation>下剤</translation>
    </message>
    <message>
        <source>No, I won't eat it!</source>
        <translation>「いやだ、食べない！」</translation>
    </message>
    <message>
        <source>Tischlein deck dich</source>
        <translation>おぜんよ、したく（Tischlein deck dich）</translation>
    </message>
    <message>
        <source>Glutton</source>
        <translation>大食い</translation>
    </message>
    <message>
        <source>Grumbling Goat</source>
        <translation>文句ヤギ</translation>
    </message>
    <message>
        <source>Sweet Tooth</source>
        <translation>甘党</translation>
    </message>
    <message>
        <source>Suppenkasper</source>
        <translation>スープぎらい</translation>
    </message>
    <message>
        <source>main course</source>
        <extracomment>the small line under a card's name on its face: the card's kind</extracomment>
        <translation>メインディッシュ</translation>
    </message>
    <message>
        <source>side dish</source>
        <translation>付け合わせ</translation>
    </message>
    <message>
        <source>dish</source>
        <extracomment>the small line under the name of a ready-made meal or fast food card</extracomment>
        <translation>料理</translation>
    </message>
    <message>
        <source>goes with everything</source>
        <translation>何にでも合う</translation>
    </message>
    <message>
        <source>reduction card</source>
        <translation>減量カード</translation>
    </message>
    <message>
        <source>start card</source>
        <translation>スタートカード</translation>
    </message>
    <message>
        <source>special card</source>
        <translation>特殊カード</translation>
    </message>
    <message>
        <source>Side dish: only with meat. The meat's kcal are multiplied by the number of its side dishes.</source>
        <translation>付け合わせ：肉だけに合います。肉のkcalに付け合わせの枚数を掛けます。</translation>
    </message>
    <message>
        <source>Side dish: only with fish. The fish's kcal are multiplied by the number of its side dishes.</source>
        <translation>付け合わせ：魚だけに合います。魚のkcalに付け合わせの枚数を掛けます。</translation>
    </message>
    <message>
        <source>Side dish: only with cake. The cake's kcal are multiplied by the number of its side dishes.</source>
        <translation>付け合わせ：ケーキだけに合います。ケーキのkcalに付け合わせの枚数を掛けます。</translation>
    </message>
    <message>
        <source>Pay a chip: demand one reduction card each from 3 different players (from a player with none, you may demand it from another player instead).</source>
        <translation>チップを1枚払い、ほかの3人から減量カードを1枚ずつ求めます（持っていない人がいれば、代わりに別の人に求めてもかまいません）。</translation>
    </message>
    <message>
        <source>Ready-made meal, %1 kcal: only further ready-made meals or muesli go with it.</source>
        <translation>調理済み食品、%1kcal：添えられるのは調理済み食品かミューズリーだけです。</translation>
    </message>
    <message>
        <source>Main course, %1 kcal, multiplied by the number of matching side dishes (%2) with it (×1 without any); muesli may join.</source>
        <extracomment>"For a main course, the value on the card is multiplied by the number of side dishes" (the rulings: ×1 with none or one, as the round summary says); %1 the kcal, %2 the side dish</extracomment>
        <translation>メインディッシュ、%1kcal。合う付け合わせ（%2）の枚数を掛けます（付け合わせがなければ×1）。ミューズリーも添えられます。</translation>
    </message>
    <message>
        <source>Fast food, %1 kcal: only further fast food or muesli go with it.</source>
        <translation>ファストフード、%1kcal：添えられるのはファストフードかミューズリーだけです。</translation>
    </message>
    <message>
        <source>Muesli, %1 kcal: goes with every dish.</source>
        <translation>ミューズリー、%1kcal：どの料理にも合います。</translation>
    </message>
    <message>
        <source>Laxative: eat the dish and lose %1 (move %1 toward Suppenkasper).</source>
        <translation>下剤：料理を食べて%1やせます（スープぎらい側へ%1マス）。</translation>
    </message>
    <message>
        <source>Refuse the dish: lose %1 and pass it on. After it only reduction cards may be played on the dish.</source>
        <translation>料理を断ります：%1やせて、料理を次の人に回します。そのあと、その料理には減量カードしか出せません。</translation>
    </message>
    <message>
        <source>Put it on any dish served to you instead of eating it: lose %1, the kcal do not count. Still in a hand at the round end: no dish counts, only No and Laxative cards.</source>
        <translation>出された料理を食べる代わりに、その料理に置きます：%1やせ、kcalは数えません。ラウンドの終了時にまだ手札にあると、どの料理も数えず、「いやだ、食べない！」と下剤だけを数えます。</translation>
    </message>
    <message>
        <source>FdH (“eat half”): eat the dish at half its kcal.</source>
        <translation>FdH（半分だけ食べる）：料理を半分のkcalで食べます。</translation>
    </message>
    <message>
        <source>Zero diet: eat the dish without any kcal.</source>
        <translation>絶食：料理をカロリーなしで食べます。</translation>
    </message>
    <message>
        <source>Grain cure: only the muesli on the plate counts; without muesli it is a zero diet.</source>
        <translation>穀物ダイエット：皿の上のミューズリーだけを数えます。ミューズリーがなければ絶食と同じです。</translation>
    </message>
    <message>
        <source>Start card: its holder puts it on the plate and serves first.</source>
        <translation>スタートカード：持っている人が皿に置き、最初に料理を出します。</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's ready-made meals. Get rid of it by putting it on a ready-made meal served to you and eating that.</source>
        <translation>ラウンドの終了時、持っている人はほかの全員の調理済み食品も食べます。調理済み食品の料理を出されたときにその上に置いて食べると、手放せます。</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's fast food. Get rid of it by putting it on fast food served to you and eating that.</source>
        <translation>ラウンドの終了時、持っている人はほかの全員のファストフードも食べます。ファストフードの料理を出されたときにその上に置いて食べると、手放せます。</translation>
    </message>
    <message>
        <source>At the round end its holder also eats everybody's cakes and cream (spread freely over the cakes). Get rid of it by putting it on a cake served to you and eating that.</source>
        <translation>ラウンドの終了時、持っている人はほかの全員のケーキとクリームも食べます（クリームは自由にケーキに振り分けます）。ケーキの料理を出されたときにその上に置いて食べると、手放せます。</translation>
    </message>
    <message>
        <source>Dream figure</source>
        <translation>理想の体型</translation>
    </message>
    <message>
        <source>Rubensfigur</source>
        <translation>ルーベンス体型</translation>
    </message>
    <message>
        <source>Brummer</source>
        <translation>どっしり</translation>
    </message>
    <message>
        <source>Dicker Brocken</source>
        <translation>おでぶちゃん</translation>
    </message>
    <message>
        <source>No option</source>
        <translation>選ばない</translation>
    </message>
    <message>
        <source>a) Lose 3</source>
        <translation>a) 3やせる</translation>
    </message>
    <message>
        <source>b) Give 3 cards</source>
        <translation>b) 3枚渡す</translation>
    </message>
    <message>
        <source>c) Demand 3 reduction cards</source>
        <translation>c) 減量カードを3枚もらう</translation>
    </message>
    <message>
        <source>Keep your chip and play the round as dealt.</source>
        <translation>チップを払わず、配られたままでラウンドを遊びます。</translation>
    </message>
    <message>
        <source>Pay a chip: move 3 toward Suppenkasper at once.</source>
        <translation>チップを1枚払い、ただちにスープぎらい側へ3マス進みます。</translation>
    </message>
    <message>
        <source>Pay a chip: give 3 cards of your choice, one each to 3 different players.</source>
        <translation>チップを1枚払い、好きなカード3枚をほかの3人に1枚ずつ渡します。</translation>
    </message>
    <message>
        <source>plainly</source>
        <extracomment>how a dish was eaten: without a reduction card</extracomment>
        <translation>そのまま</translation>
    </message>
    <message>
        <source>with %1</source>
        <extracomment>how a dish was eaten: %1 is the reduction card played on it</extracomment>
        <translation>%1で</translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals, not %1.</source>
        <translation>調理済み食品に添えられるのは調理済み食品かミューズリーだけです（%1は不可）。</translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food, not %1.</source>
        <translation>ファストフードに添えられるのはファストフードかミューズリーだけです（%1は不可）。</translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course, not %1.</source>
        <translation>メインディッシュに添えられるのは合う付け合わせかミューズリーだけです（%1は不可）。</translation>
    </message>
    <message>
        <source>%1 only goes on its own kind of dish.</source>
        <translation>%1は対応する料理にしか置けません。</translation>
    </message>
    <message>
        <source>You must hand over a reduction card, not %1.</source>
        <translation>渡すのは減量カードでなければなりません（%1は不可）。</translation>
    </message>
    <message>
        <source>You have no %1 in your hand.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>手札に%1がありません。</translation>
    </message>
    <message>
        <source>You cannot serve or add %1: it is not part of a dish.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>%1は料理ではないので、出すことも加えることもできません。</translation>
    </message>
    <message>
        <source>This dish does not take %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>この料理に%1は合いません。</translation>
    </message>
    <message>
        <source>Only a reduction card can be played here, not %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>ここで出せるのは減量カードだけです（%1は不可）。</translation>
    </message>
    <message>
        <source>Once “No, I won't eat it!” is on the plate, only reduction cards may be played on the dish, not %1.</source>
        <extracomment>%1 is a card's name, singular or plural ("Dumplings")</extracomment>
        <translation>皿に「いやだ、食べない！」があるときは、その料理には減量カードしか出せません（%1は不可）。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” is on the plate: nothing more may be added, only reduction cards played.</source>
        <translation>皿に「いやだ、食べない！」があります。もう何も加えられず、出せるのは減量カードだけです。</translation>
    </message>
    <message>
        <source>That is not a card of this game.</source>
        <translation>このゲームのカードではありません。</translation>
    </message>
    <message>
        <source>Choose the cards of the dish first.</source>
        <translation>まず料理のカードを選んでください。</translation>
    </message>
    <message>
        <source>Choose the cards to add first.</source>
        <translation>まず加えるカードを選んでください。</translation>
    </message>
    <message>
        <source>A dish needs a main course, fast food or a ready-made meal.</source>
        <translation>料理にはメインディッシュ、ファストフード、調理済み食品のどれかが必要です。</translation>
    </message>
    <message>
        <source>Only one main course goes on the plate.</source>
        <translation>皿に載せられるメインディッシュは1品だけです。</translation>
    </message>
    <message>
        <source>That side dish does not go with this dish.</source>
        <translation>その付け合わせはこの料理に合いません。</translation>
    </message>
    <message>
        <source>Only further ready-made meals or muesli go with ready-made meals.</source>
        <translation>調理済み食品に添えられるのは調理済み食品かミューズリーだけです。</translation>
    </message>
    <message>
        <source>Only further fast food or muesli go with fast food.</source>
        <translation>ファストフードに添えられるのはファストフードかミューズリーだけです。</translation>
    </message>
    <message>
        <source>Only matching side dishes or muesli go with a main course.</source>
        <translation>メインディッシュに添えられるのは合う付け合わせかミューズリーだけです。</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>今はルール上できません。</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” does not eat the dish: it refuses it and passes it on.</source>
        <translation>「いやだ、食べない！」は料理を食べるカードではありません。料理を断って次の人に回します。</translation>
    </message>
    <message>
        <source>That special card only goes on its own kind of dish.</source>
        <translation>その特殊カードは対応する料理にしか置けません。</translation>
    </message>
    <message>
        <source>That is not a reduction card.</source>
        <translation>それは減量カードではありません。</translation>
    </message>
    <message>
        <source>There is no such option.</source>
        <translation>その選択肢はありません。</translation>
    </message>
    <message>
        <source>You have no chip left to pay for an option.</source>
        <translation>払えるチップが残っていません。</translation>
    </message>
    <message>
        <source>You need 3 cards in hand to give 3 cards.</source>
        <translation>3枚渡すには手札が3枚必要です。</translation>
    </message>
    <message>
        <source>The 3 cards go to 3 different players: choose a player who has not had one yet.</source>
        <translation>3枚は別々の3人に渡します。まだ受け取っていない人を選んでください。</translation>
    </message>
    <message>
        <source>Ask 3 different players, never one who had no reduction card (with 3 players, either of the two may be asked a second time): choose a lit player.</source>
        <extracomment>"he demands 3 reduction cards from 3 different other players. If one of the players asked has no reduction card, the card may be demanded from another player instead." With 3 players (two others) either of them may be asked a second time, so "not asked yet" would be wrong there</extracomment>
        <translation>別々の3人に頼みます。減量カードがなかった人には頼めません（3人プレイでは、どちらの人にももう1回頼めます）。光っている人を選んでください。</translation>
    </message>
    <message>
        <source>You must hand over a reduction card.</source>
        <translation>減量カードを渡さなければなりません。</translation>
    </message>
    <message>
        <source>You may stop demanding only after a player you asked had no reduction card.</source>
        <translation>やめられるのは、頼んだ相手が減量カードを持っていなかったときだけです。</translation>
    </message>
    <message>
        <source>Spread the cream over your cakes first.</source>
        <translation>先にクリームをケーキに振り分けてください。</translation>
    </message>
    <message>
        <source>Choose one of your main courses of that colour.</source>
        <translation>その色の自分のメインディッシュを選んでください。</translation>
    </message>
    <message>
        <source>First choose the main course that takes the side dishes.</source>
        <translation>まず付け合わせを載せるメインディッシュを選んでください。</translation>
    </message>
    <message>
        <source>Put every cream card on one of the cakes.</source>
        <translation>クリームはすべて、どれかのケーキに載せてください。</translation>
    </message>
</context>
<context>
    <name>SuppenkasperBoard</name>
    <message>
        <source>%1 × %2</source>
        <extracomment>copies of one card in a list of cards: %1 how many, %2 the card ("2 × Dumplings")</extracomment>
        <translation>%2×%1</translation>
    </message>
    <message>
        <source>Eat plainly</source>
        <translation>そのまま食べる</translation>
    </message>
    <message>
        <source>%1 on the dish</source>
        <translation>%1を料理に置く</translation>
    </message>
    <message>
        <source>kcal do not count → %1</source>
        <translation>kcalは数えない → %1</translation>
    </message>
    <message>
        <source>%1 kcal → %2</source>
        <translation>%1kcal → %2</translation>
    </message>
    <message>
        <source>%1 of %2 kcal → %3</source>
        <translation>%2kcal中%1kcal → %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s) left</source>
        <translation>
            <numerusform>%1：チップ残り%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n card(s)</source>
        <translation>
            <numerusform>%1の手札：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>You know they hold: %1</source>
        <translation>持っているとわかっているカード：%1</translation>
    </message>
    <message numerus="yes">
        <source>They hold at least %n further reduction card(s).</source>
        <translation>
            <numerusform>ほかに減量カードを%n枚以上持っています。</numerusform>
        </translation>
    </message>
    <message>
        <source>They hold no other reduction card.</source>
        <translation>ほかに減量カードは持っていません。</translation>
    </message>
    <message>
        <source>Weight %1</source>
        <extracomment>a seat's status line, first part: its place on the weight track ("Weight −2")</extracomment>
        <translation>体重%1</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <extracomment>a seat's status line: the cards in hand</extracomment>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>dealer</source>
        <extracomment>a seat's status line: this player dealt this round</extracomment>
        <translation>配り手</translation>
    </message>
    <message>
        <source>is served</source>
        <extracomment>a seat's status line: a dish has been put in front of this player, who decides now</extracomment>
        <translation>受ける番</translation>
    </message>
    <message>
        <source>serves</source>
        <extracomment>a seat's status line: this player serves the next dish</extracomment>
        <translation>出す番</translation>
    </message>
    <message>
        <source>%1: weight %2</source>
        <translation>%1：体重%2</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) left</source>
        <translation>
            <numerusform>チップ残り%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>今食べると：%1</translation>
    </message>
    <message>
        <source>Weight track: from Suppenkasper (−10) over the dream figure (0) to Dicker Brocken (+10). Whoever reaches either end ends the game; closest to the dream figure wins.</source>
        <translation>体重トラック：スープぎらい（−10）から理想の体型（0）を経て、おでぶちゃん（+10）まで。どちらかの端に着くとゲーム終了。理想の体型にいちばん近い人の勝利です。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>配り手：%1</translation>
    </message>
    <message>
        <source>Started: %1</source>
        <translation>スタート：%1</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>基本ゲーム</translation>
    </message>
    <message>
        <source>Variant 1</source>
        <translation>バリアント1</translation>
    </message>
    <message>
        <source>Variant 2</source>
        <translation>バリアント2</translation>
    </message>
    <message numerus="yes">
        <source>Eaten this round: %n card(s)</source>
        <translation>
            <numerusform>このラウンドで食べたカード：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Eaten: %1</source>
        <translation>食べた：%1枚</translation>
    </message>
    <message>
        <source>The plate</source>
        <translation>皿</translation>
    </message>
    <message>
        <source>Serve the chosen cards: click, or drag a card here</source>
        <translation>選んだカードを出す：クリックするか、ここへカードをドラッグ</translation>
    </message>
    <message>
        <source>Click to eat the dish (or to play the chosen card); drag a card here</source>
        <translation>クリックで料理を食べます（選んだカードがあれば使います）。カードをここへドラッグしても可</translation>
    </message>
    <message>
        <source>%1 serves %2</source>
        <translation>%1が%2に出した料理</translation>
    </message>
    <message>
        <source>%1 serves a dish to %2</source>
        <translation>%1が%2に料理を出します</translation>
    </message>
    <message>
        <source>On the plate: %1 kcal (eaten plainly: %2)</source>
        <translation>皿の上：%1kcal（そのまま食べると%2）</translation>
    </message>
    <message>
        <source>“No, I won't eat it!” is on the plate: only reduction cards may be played on it.</source>
        <translation>皿に「いやだ、食べない！」があります。出せるのは減量カードだけです。</translation>
    </message>
    <message>
        <source>Your dish: %1 kcal — %2 if %3 eats it plainly</source>
        <translation>あなたの料理：%1kcal — %3がそのまま食べると%2</translation>
    </message>
    <message>
        <source>Not a whole dish yet.</source>
        <translation>まだ料理になっていません。</translation>
    </message>
    <message>
        <source>With your cards: %1 kcal (eaten plainly: %2)</source>
        <translation>あなたのカードを加えると：%1kcal（そのまま食べると%2）</translation>
    </message>
    <message>
        <source>pass it on → %1</source>
        <translation>次の人に回す → %1</translation>
    </message>
    <message>
        <source>Your choice (click):</source>
        <translation>選んでください（クリック）：</translation>
    </message>
    <message>
        <source>%1: No!</source>
        <translation>%1：いやだ！</translation>
    </message>
    <message>
        <source>Face-down card — %1's hand</source>
        <translation>裏向きのカード — %1の手札</translation>
    </message>
    <message>
        <source>Face-down card — eaten this round</source>
        <translation>裏向きのカード — このラウンドで食べたもの</translation>
    </message>
    <message>
        <source>%1: weight %2 (%3)</source>
        <extracomment>%1 a player, %2 their place on the weight track, %3 the name of that space ("Dream figure")</extracomment>
        <translation>%1：体重%2（%3）</translation>
    </message>
    <message>
        <source>Chip: pay one at the start of a round for one of the options (variant 2).</source>
        <translation>チップ：ラウンドの開始時に1枚払うと、選択肢を1つ使えます（バリアント2）。</translation>
    </message>
    <message>
        <source>The dish %1 served has come back round to them</source>
        <extracomment>the dish was passed on round the table and is back in front of the player who served it</extracomment>
        <translation>%1が出した料理が一周して本人に戻ってきました</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich but has nothing to serve.</source>
        <translation>%1はおぜんよ、したく（Tischlein deck dich）を持っていますが、出せる料理がありません。</translation>
    </message>
    <message>
        <source>The round ends before its first dish: everybody eats their hand.</source>
        <translation>最初の料理の前にラウンドが終了し、全員が手札を食べます。</translation>
    </message>
    <message>
        <source>%1 adds %2</source>
        <translation>%1が%2を追加</translation>
    </message>
    <message>
        <source>Round %1: round-start options</source>
        <translation>第%1ラウンド：開始時の選択</translation>
    </message>
    <message>
        <source>%1 gives 3 cards: %2 of 3 given</source>
        <translation>%1が3枚渡します：%2/3枚</translation>
    </message>
    <message>
        <source>%1 demands 3 reduction cards: %2 of 3 received</source>
        <translation>%1が減量カードを3枚もらいます：%2/3枚</translation>
    </message>
    <message>
        <source>No reduction card: %1</source>
        <extracomment>%1 lists the players who had no reduction card to hand over</extracomment>
        <translation>減量カードなし：%1</translation>
    </message>
    <message>
        <source>%1 asks another player or stops.</source>
        <translation>%1は別の人に頼むか、やめるかを選びます。</translation>
    </message>
    <message>
        <source>%1 chooses</source>
        <translation>%1が選んでいます</translation>
    </message>
    <message>
        <source>%1 paid a chip and lost 3 (%2 → %3).</source>
        <translation>%1がチップを払って3やせました（%2 → %3）。</translation>
    </message>
    <message>
        <source>%1 paid a chip and gave cards to %2.</source>
        <translation>%1がチップを払って%2にカードを渡しました。</translation>
    </message>
    <message>
        <source>%1 paid a chip but took no reduction card.</source>
        <translation>%1がチップを払いましたが、減量カードは1枚ももらえませんでした。</translation>
    </message>
    <message>
        <source>%1 paid a chip and took reduction cards from %2.</source>
        <translation>%1がチップを払って%2から減量カードをもらいました。</translation>
    </message>
    <message>
        <source>No reduction card: %1.</source>
        <extracomment>%1 lists the players who had no reduction card to hand over</extracomment>
        <translation>減量カードなし：%1。</translation>
    </message>
    <message>
        <source>Round end: %1 could not serve; everybody eats their hand.</source>
        <translation>ラウンドの終了：%1が料理を出せません。全員が手札を食べます。</translation>
    </message>
    <message>
        <source>%1 decides where the side dishes go.</source>
        <translation>%1が付け合わせを載せる料理を決めています。</translation>
    </message>
    <message>
        <source>Which main course takes your %1 × %2? (click it)</source>
        <translation>%2×%1をどのメインディッシュに載せますか？（クリック）</translation>
    </message>
    <message>
        <source>Spread your %1 cream over the cakes: click a cake to add one (%2 left).</source>
        <translation>クリーム%1枚をケーキに振り分けます：ケーキをクリックして1枚ずつ載せます（残り%2枚）。</translation>
    </message>
    <message>
        <source>Your meal: %1 kcal → %2</source>
        <translation>あなたの食事：%1kcal → %2</translation>
    </message>
    <message>
        <source>%1 × cream</source>
        <translation>クリーム×%1</translation>
    </message>
    <message>
        <source>Click to take this cream back</source>
        <translation>クリックでこのクリームを戻す</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>出す</translation>
    </message>
    <message>
        <source>Serve the chosen cards to your left neighbour</source>
        <translation>選んだカードを左隣の人に出す</translation>
    </message>
    <message>
        <source>Eat (%1)</source>
        <translation>食べる（%1）</translation>
    </message>
    <message>
        <source>Eat the dish plainly: %1</source>
        <translation>料理をそのまま食べる：%1</translation>
    </message>
    <message>
        <source>No, I won't eat it!</source>
        <translation>「いやだ、食べない！」</translation>
    </message>
    <message>
        <source>Ask %1</source>
        <translation>%1に頼む</translation>
    </message>
    <message>
        <source>To %1</source>
        <translation>%1へ</translation>
    </message>
    <message>
        <source>Sides on %1</source>
        <translation>%1に付け合わせ</translation>
    </message>
    <message>
        <source>Spread cream</source>
        <translation>クリームを載せる</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>選択解除</translation>
    </message>
    <message>
        <source>Stop demanding</source>
        <translation>頼むのをやめる</translation>
    </message>
    <message>
        <source>Ask nobody else: keep the reduction cards you got</source>
        <translation>ほかの人には頼まず、もらった減量カードを持っておきます</translation>
    </message>
    <message>
        <source>End the round</source>
        <translation>ラウンドを終える</translation>
    </message>
    <message>
        <source>You have nothing to serve: the round ends, everybody eats their hand</source>
        <translation>出せる料理がありません。ラウンドが終了し、全員が手札を食べます</translation>
    </message>
    <message>
        <source>Serve %1</source>
        <translation>%1を出す</translation>
    </message>
    <message>
        <source>Add %1 and pass on</source>
        <translation>%1を加えて回す</translation>
    </message>
    <message>
        <source>Eat with %1</source>
        <translation>%1で食べる</translation>
    </message>
    <message>
        <source>Play Suppenkasper</source>
        <translation>スープぎらいを出す</translation>
    </message>
    <message>
        <source>Give %1 to %2</source>
        <translation>%1を%2に渡す</translation>
    </message>
    <message>
        <source>Hand over %1</source>
        <translation>%1を渡す</translation>
    </message>
    <message>
        <source>Cream on the cakes: %1</source>
        <extracomment>%1 lists how many cream cards go on each cake ("2, 1")</extracomment>
        <translation>ケーキのクリーム：%1</translation>
    </message>
    <message>
        <source>Add and pass on</source>
        <translation>加えて回す</translation>
    </message>
    <message>
        <source>Eat with %1 (%2)</source>
        <translation>%1で食べる（%2）</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Serve %1 (%2 kcal) to %3: click the plate or “Serve”.</source>
        <translation>%1（%2kcal）を%3に出します：皿か「出す」をクリックしてください。</translation>
    </message>
    <message>
        <source>Serve a dish to %1: click a main course (with matching side dishes and/or muesli), fast food or ready-made meals, then the plate.</source>
        <translation>%1に料理を出します：メインディッシュ（合う付け合わせやミューズリーも可）、ファストフード、調理済み食品のどれかをクリックし、次に皿をクリックしてください。</translation>
    </message>
    <message>
        <source>You have nothing to serve (no main course, fast food or ready-made meal): the round ends before its first dish, and everybody eats their hand. Click “End the round”.</source>
        <translation>出せる料理（メインディッシュ、ファストフード、調理済み食品）がありません。最初の料理の前にラウンドが終了し、全員が手札を食べます。「ラウンドを終える」をクリックしてください。</translation>
    </message>
    <message>
        <source>%1: click the plate (or drag the card onto it) to do it.</source>
        <translation>%1：皿をクリック（またはカードを皿へドラッグ）すると実行します。</translation>
    </message>
    <message>
        <source>Your own dish has come back to you: %1 kcal (%2 if eaten plainly).</source>
        <extracomment>%1 the dish's kcal, %2 the steps on the weight track if eaten plainly</extracomment>
        <translation>自分の料理があなたに戻ってきました：%1 kcal（そのまま食べると%2）。</translation>
    </message>
    <message>
        <source>%1 serves you %2 kcal (%3 if eaten plainly).</source>
        <translation>%1の料理：%2kcal（そのまま食べると%3）。</translation>
    </message>
    <message>
        <source>Click the plate to eat it.</source>
        <translation>皿をクリックして食べてください。</translation>
    </message>
    <message>
        <source>Click the plate to eat it plainly, or a lit card: to eat it with, to add and pass on, or to refuse it. Every choice is listed beside the plate.</source>
        <translation>皿をクリックでそのまま食べます。光るカードで食べる・加えて回す・断るもできます（一覧は皿の横）。</translation>
    </message>
    <message>
        <source>Round start: pay a chip for one option, or take none.</source>
        <translation>ラウンドの開始：チップを1枚払って1つ選ぶか、何も選びません。</translation>
    </message>
    <message>
        <source>You have chosen %1: click the plate to play it. To do this instead (and put %1 back), press it once more.</source>
        <extracomment>%1 names the chosen hand cards ("Laxative"); the person pressed another way of eating</extracomment>
        <translation>%1を選んでいます。出すには皿をクリックしてください。%1を戻してこちらにするなら、もう一度押してください。</translation>
    </message>
    <message>
        <source>First choose a round-start option (or no option).</source>
        <translation>まずラウンド開始時の選択をしてください（選ばないこともできます）。</translation>
    </message>
    <message>
        <source>Click a lit player to demand a reduction card from them.</source>
        <translation>光っているプレイヤーをクリックして、減量カードを求めてください。</translation>
    </message>
    <message>
        <source>Click a lit player to ask them for a reduction card, or click “Stop demanding”.</source>
        <translation>光っているプレイヤーをクリックして減量カードを頼むか、「頼むのをやめる」をクリックしてください。</translation>
    </message>
    <message>
        <source>You have nothing to serve: click “End the round”.</source>
        <translation>出せる料理がありません。「ラウンドを終える」をクリックしてください。</translation>
    </message>
    <message>
        <source>Click the reduction card you hand over.</source>
        <translation>渡す減量カードをクリックしてください。</translation>
    </message>
    <message>
        <source>Drop the card on the plate or on a lit player.</source>
        <translation>カードを皿か、光っているプレイヤーにドロップしてください。</translation>
    </message>
    <message>
        <source>Click your cakes to put the cream on them.</source>
        <translation>ケーキをクリックしてクリームを載せてください。</translation>
    </message>
    <message>
        <source>All your cream is on the cakes: take one back, or click “Spread cream”.</source>
        <translation>クリームはすべてケーキに載っています。1枚戻すか、「クリームを載せる」を押してください。</translation>
    </message>
    <message>
        <source>Give %1 to whom? Click a lit player.</source>
        <translation>%1を誰に渡しますか？光っているプレイヤーをクリックしてください。</translation>
    </message>
    <message>
        <source>Give card %1 of 3: click a card in your hand, then a player.</source>
        <translation>3枚中%1枚目を渡します：手札のカードをクリックし、次にプレイヤーをクリックしてください。</translation>
    </message>
    <message>
        <source>%1 had no reduction card. Ask another lit player for reduction card %2 of 3, or stop and keep the cards you got.</source>
        <translation>%1は減量カードを持っていませんでした。光っている別のプレイヤーに3枚中%2枚目の減量カードを頼むか、そこでやめて、もらったカードを持っておきます。</translation>
    </message>
    <message>
        <source>Demand reduction card %1 of 3: click a lit player.</source>
        <translation>減量カード3枚中%1枚目をもらいます：光っているプレイヤーをクリックしてください。</translation>
    </message>
    <message>
        <source>%1 demands a reduction card: click the one you hand over.</source>
        <translation>%1が減量カードを求めています：渡すカードをクリックしてください。</translation>
    </message>
    <message>
        <source>Round end: click the main course that takes all the side dishes of its colour.</source>
        <translation>ラウンドの終了：同じ色の付け合わせをすべて載せるメインディッシュをクリックしてください。</translation>
    </message>
    <message>
        <source>Round end: spread the cream over your cakes, then “Spread cream”.</source>
        <translation>ラウンドの終了：クリームをケーキに振り分け、「クリームを載せる」を押してください。</translation>
    </message>
    <message>
        <source>First choose the card to give.</source>
        <translation>まず渡すカードを選んでください。</translation>
    </message>
    <message>
        <source>Distance from the dream figure</source>
        <translation>理想の体型からの距離</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s)</source>
        <translation>
            <numerusform>チップ%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>The game ended in round %1: %2 reached an end of the track.</source>
        <translation>第%1ラウンドでゲーム終了：%2がトラックの端に着きました。</translation>
    </message>
    <message>
        <source>Closest to the dream figure wins; players equally close share the win.</source>
        <translation>理想の体型にいちばん近い人の勝利。同じだけ近い人が複数いれば、勝利を分かち合います。</translation>
    </message>
    <message>
        <source>Variant 2: among them, more chips wins.</source>
        <translation>バリアント2：その中でチップがいちばん多い人の勝利です。</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading (score table, summaries)</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Weight</source>
        <extracomment>column heading: the place on the weight track (−10 … +10)</extracomment>
        <translation>体重</translation>
    </message>
    <message>
        <source>Cards</source>
        <extracomment>column heading: cards in hand, or the cards of a dish</extracomment>
        <translation>カード</translation>
    </message>
    <message>
        <source>Chips</source>
        <extracomment>column heading: chips left (variant 2)</extracomment>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Round %1 begins: %2 deals.</source>
        <translation>第%1ラウンド開始：%2が配ります。</translation>
    </message>
    <message>
        <source>%1 is dealt: %2.</source>
        <translation>%1に配られたカード：%2。</translation>
    </message>
    <message>
        <source>%1 holds Tischlein deck dich, puts it on the plate and serves first.</source>
        <translation>%1がおぜんよ、したく（Tischlein deck dich）を持っています。皿に置いて最初に料理を出します。</translation>
    </message>
    <message>
        <source>%1 serves %2: %3 (%4 kcal).</source>
        <translation>%1が%2に料理を出しました：%3（%4kcal）。</translation>
    </message>
    <message>
        <source>%1 adds %2 and passes the dish to %3.</source>
        <translation>%1が%2を加えて%3に回しました。</translation>
    </message>
    <message>
        <source>%1 eats the dish plainly: %2 kcal, %3.</source>
        <translation>%1が料理をそのまま食べました：%2kcal、%3。</translation>
    </message>
    <message>
        <source>%1 puts the Suppenkasper card on the dish: %2, the kcal do not count.</source>
        <translation>%1がスープぎらいのカードを料理に置きました：%2、kcalは数えません。</translation>
    </message>
    <message>
        <source>%1 eats the dish with %2: %3.</source>
        <translation>%1が%2で料理を食べました：%3。</translation>
    </message>
    <message>
        <source>%1 puts %2 on the dish and eats it: %3 kcal, %4.</source>
        <translation>%1が%2を料理に置いて食べました：%3kcal、%4。</translation>
    </message>
    <message>
        <source>%1 eats the dish with %2: %3 of %4 kcal count, %5.</source>
        <translation>%1が%2で料理を食べました：%4kcal中%3kcalを数え、%5。</translation>
    </message>
    <message>
        <source>%1 now weighs %2.</source>
        <translation>%1の体重は%2になりました。</translation>
    </message>
    <message>
        <source>%1: “No, I won't eat it!” (%2) — the dish goes on to %3.</source>
        <translation>%1：「いやだ、食べない！」（%2） — 料理は%3へ。</translation>
    </message>
    <message>
        <source>%1 now weighs %2: %3!</source>
        <translation>%1の体重は%2：%3！</translation>
    </message>
    <message>
        <source>%1 cannot serve a dish: the round ends, everybody eats their hand.</source>
        <translation>%1は料理を出せません。ラウンドが終了し、全員が手札を食べます。</translation>
    </message>
    <message>
        <source>%1 puts the side dishes on %2.</source>
        <translation>%1が付け合わせを%2に載せました。</translation>
    </message>
    <message>
        <source>%1 spreads the cream over the cakes: %2.</source>
        <extracomment>%2 lists how many cream cards go on each cake ("2, 1")</extracomment>
        <translation>%1がクリームをケーキに振り分けました：%2。</translation>
    </message>
    <message>
        <source>%1 takes no option.</source>
        <translation>%1は何も選びませんでした。</translation>
    </message>
    <message>
        <source>%1 pays a chip: %2.</source>
        <translation>%1がチップを払いました：%2。</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1が%2を%3に渡しました。</translation>
    </message>
    <message>
        <source>%1 gives %2 a card.</source>
        <translation>%1が%2にカードを1枚渡しました。</translation>
    </message>
    <message>
        <source>%1 hands %2 a reduction card.</source>
        <translation>%1が%2に減量カードを1枚渡しました。</translation>
    </message>
    <message>
        <source>%1 demands a reduction card from %2.</source>
        <translation>%1が%2に減量カードを求めました。</translation>
    </message>
    <message>
        <source>%1 has no reduction card.</source>
        <translation>%1は減量カードを持っていません。</translation>
    </message>
    <message>
        <source>%1 stops demanding and keeps the reduction cards received.</source>
        <translation>%1は頼むのをやめ、もらった減量カードを持っておきます。</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>第%1ラウンドが終了しました。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Tischlein deck dich: %1</source>
        <translation>おぜんよ、したく（Tischlein deck dich）：%1</translation>
    </message>
    <message>
        <source>Round-start options</source>
        <translation>ラウンド開始時の選択</translation>
    </message>
    <message>
        <source>Dishes</source>
        <translation>料理</translation>
    </message>
    <message>
        <source>Served by</source>
        <extracomment>column heading of the dishes table: who served the dish</extracomment>
        <translation>出した人</translation>
    </message>
    <message>
        <source>On the way</source>
        <extracomment>column heading of the dishes table: who added cards or refused it before it was eaten</extracomment>
        <translation>途中経過</translation>
    </message>
    <message>
        <source>Eaten by</source>
        <extracomment>column heading of the dishes table: who ate the dish</extracomment>
        <translation>食べた人</translation>
    </message>
    <message>
        <source>How</source>
        <extracomment>column heading of the dishes table: plainly, or with which reduction card</extracomment>
        <translation>食べ方</translation>
    </message>
    <message>
        <source>kcal</source>
        <extracomment>column heading: kilocalories (the unit)</extracomment>
        <translation>kcal</translation>
    </message>
    <message>
        <source>Counted</source>
        <extracomment>column heading of the dishes table: the kcal that counted after a reduction card</extracomment>
        <translation>数えたkcal</translation>
    </message>
    <message>
        <source>Steps</source>
        <extracomment>column heading: spaces moved on the weight track</extracomment>
        <translation>マス</translation>
    </message>
    <message>
        <source>Weight now: %1</source>
        <extracomment>after a round: %1 lists every player's place on the weight track</extracomment>
        <translation>現在の体重：%1</translation>
    </message>
    <message>
        <source>Chips now: %1</source>
        <extracomment>after a round: %1 lists every player's chips left (variant 2)</extracomment>
        <translation>現在のチップ：%1</translation>
    </message>
    <message>
        <source>plainly</source>
        <translation>そのまま</translation>
    </message>
    <message>
        <source>Still on the plate when the game ended: %1.</source>
        <translation>ゲーム終了時に皿に残っていた料理：%1。</translation>
    </message>
    <message>
        <source>%1: “No, I won't eat it!” %2 (%3 → %4)</source>
        <translation>%1：「いやだ、食べない！」%2（%3 → %4）</translation>
    </message>
    <message>
        <source>%1 could not serve: everybody ate their hand.</source>
        <translation>%1が料理を出せなかったため、全員が手札を食べました。</translation>
    </message>
    <message>
        <source>Cards still in hand at the end of the game do not count.</source>
        <translation>ゲーム終了時に手札に残っているカードは数えません。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one player in a list: %1 the player, %2 their weight or chips ("P1: −2")</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Round end: eating the hands</source>
        <translation>ラウンドの終了：手札を食べる</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the round end: the cards left in hand</extracomment>
        <translation>手札</translation>
    </message>
    <message>
        <source>Taken from others</source>
        <extracomment>column heading of the round end: dishes a special card takes from the other hands</extracomment>
        <translation>ほかの人から</translation>
    </message>
    <message>
        <source>Lost to others</source>
        <extracomment>column heading of the round end: dishes a special card of another player takes away</extracomment>
        <translation>ほかの人へ</translation>
    </message>
    <message>
        <source>Side dishes on</source>
        <extracomment>column heading of the round end: which main course took the side dishes</extracomment>
        <translation>付け合わせの載せ先</translation>
    </message>
    <message>
        <source>%1 still held the Suppenkasper card: no dish counts; only “No, I won't eat it!” (%2) and Laxative (%3) cards in hand.</source>
        <translation>%1がスープぎらいのカードをまだ持っていました。どの料理も数えず、手札の「いやだ、食べない！」（%2）と下剤（%3）だけを数えます。</translation>
    </message>
    <message>
        <source>%1: %2 × cream</source>
        <extracomment>cream spread over a cake at the round end: %1 the cake, %2 how many cream cards</extracomment>
        <translation>%1：クリーム×%2</translation>
    </message>
    <message>
        <source>A main course counts its kcal times its side dishes (×1 with none or one); reduction cards and side dishes without a matching main course count nothing.</source>
        <translation>メインディッシュはkcal×付け合わせの枚数（0枚か1枚なら×1）。減量カードと、合うメインディッシュのない付け合わせは数えません。</translation>
    </message>
    <message>
        <source>Serve dishes to your left-hand neighbour, who must eat them, defuse them with a reduction card, or add to them and pass the plate on. For every dish you eat, and for your hand at each round's end, the weight table turns the calories into steps your figure moves. When someone wastes away to Suppenkasper or bursts out as a Dicker Brocken, the game ends: whoever is closest to their dream figure wins.</source>
        <extracomment>"If the dish is eaten quite normally ... The weight table then shows by how many positions the eater's token is moved on the game board." / round end: "all players must eat the dishes they still hold in their hands"</extracomment>
        <translation>左隣のプレイヤーに料理を出します。出されたプレイヤーは食べるか、減量カードでかわすか、料理を足して次へ回します。料理を食べるたびに、そして各ラウンドの終わりには手札の分も、カロリーを体重表で歩数に換え、その分だけ体型のコマが動きます。誰かがスープぎらいまでやせ細るか、おでぶちゃんになったらゲーム終了。理想の体型に最も近い人が勝ちです。</translation>
    </message>
</context>
<context>
    <name>Susuru</name>
    <message>
        <source>Pork bone</source>
        <translation>豚骨</translation>
    </message>
    <message>
        <source>Seafood</source>
        <translation>魚介</translation>
    </message>
    <message>
        <source>Chicken carcass</source>
        <translation>鶏ガラ</translation>
    </message>
    <message>
        <source>Chemical seasoning</source>
        <translation>化学調味料</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>an ingredient card's name: %1 the ingredient, %2 the number printed on it ("Pork bone 7")</extracomment>
        <translation>%1%2</translation>
    </message>
    <message>
        <source>gold</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>金</translation>
    </message>
    <message>
        <source>silver</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>銀</translation>
    </message>
    <message>
        <source>bronze</source>
        <extracomment>a scoring chip (a table cell of the round summary)</extracomment>
        <translation>銅</translation>
    </message>
    <message>
        <source>no chip</source>
        <extracomment>a table cell: the player took no scoring chip this round</extracomment>
        <translation>チップなし</translation>
    </message>
    <message>
        <source>First decide about the card you drew: keep it or put it into the market.</source>
        <translation>まず引いたカードを、手札に加えるか市場に置くか決めてください。</translation>
    </message>
    <message>
        <source>You hold a card of an ingredient without a trend order: you must decide a trend order with it.</source>
        <translation>流行順位の決まっていない素材のカードを持っているので、流行順位を確定しなければなりません。</translation>
    </message>
    <message>
        <source>The draw pile is empty.</source>
        <translation>山札がありません。</translation>
    </message>
    <message>
        <source>That card is not in the market.</source>
        <translation>そのカードは市場にありません。</translation>
    </message>
    <message>
        <source>There is no such trend order marker.</source>
        <translation>その流行順位マーカーはありません。</translation>
    </message>
    <message>
        <source>That trend order marker has already been claimed.</source>
        <translation>その流行順位マーカーはすでに使われています。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>The trend order of that ingredient has already been decided; it cannot be decided again.</source>
        <translation>その素材の流行順位はすでに確定しています。もう一度確定することはできません。</translation>
    </message>
    <message>
        <source>Place a card under the trend order marker.</source>
        <translation>流行順位マーカーの下にカードを置いてください。</translation>
    </message>
</context>
<context>
    <name>SusuruBoard</name>
    <message>
        <source>Draw pile: %1</source>
        <extracomment>a label above the draw pile; %1 is the number of cards in it</extracomment>
        <translation>山札：%1枚</translation>
    </message>
    <message>
        <source>Drawn by %1</source>
        <translation>%1が引いたカード</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>Trend order %1 decided by %2 with %3</source>
        <translation>流行順位%1：%2が%3で確定</translation>
    </message>
    <message>
        <source>not decided</source>
        <extracomment>under a trend order marker that no ingredient has yet</extracomment>
        <translation>未確定</translation>
    </message>
    <message>
        <source>Keep the card in your hand</source>
        <translation>カードを手札に加える</translation>
    </message>
    <message>
        <source>Income</source>
        <extracomment>column heading of the score table: the number of income cards (keep it short)
----------
column heading of the round summary: income cards × points each
----------
a label beside a player's face-down income cards</extracomment>
        <translation>収益</translation>
    </message>
    <message>
        <source>Shop open</source>
        <translation>開店済み</translation>
    </message>
    <message>
        <source>Procuring</source>
        <translation>仕入れ中</translation>
    </message>
    <message>
        <source>%1 · ★ %2</source>
        <extracomment>a seat's status line: %1 "Shop open" or "Procuring", %2 its victory points (stars)</extracomment>
        <translation>%1 · ★ %2</translation>
    </message>
    <message>
        <source>start player</source>
        <extracomment>added to a seat's status line ("Procuring · ★ 2 · start player")</extracomment>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <source>Chips: gold %1, silver %2, bronze %3</source>
        <translation>チップ：金%1・銀%2・銅%3</translation>
    </message>
    <message>
        <source>%1 took %2 from the market</source>
        <translation>%1が市場から取った%2</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>手札に加える</translation>
    </message>
    <message>
        <source>To market</source>
        <translation>市場に置く</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引く</translation>
    </message>
    <message>
        <source>Open shop</source>
        <translation>開店</translation>
    </message>
    <message>
        <source>Open shop, placing nothing</source>
        <extracomment>the second press: open shop with no card to place (the turn ends for good)</extracomment>
        <translation>何も置かずに開店</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>You drew %1: keep it, or put it into the market.</source>
        <translation>%1を引きました。手札に加えるか、市場に置いてください。</translation>
    </message>
    <message>
        <source>Round end: choose the trend order marker for %1.</source>
        <translation>ラウンドの終了：%1に置く流行順位マーカーを選んでください。</translation>
    </message>
    <message>
        <source>Round end: decide a trend order — choose a card from your hand, then a marker.</source>
        <translation>ラウンドの終了：流行順位を確定します。手札のカードを選び、次にマーカーを選んでください。</translation>
    </message>
    <message>
        <source>Open shop: choose the trend order marker for %1.</source>
        <translation>開店：%1に置く流行順位マーカーを選んでください。</translation>
    </message>
    <message>
        <source>Open shop: choose the card to place under a trend order marker.</source>
        <translation>開店：流行順位マーカーの下に置くカードを選んでください。</translation>
    </message>
    <message>
        <source>Your turn: draw from the draw pile, take a market card, or open shop.</source>
        <translation>あなたの手番です：山札から引くか、市場から取るか、開店してください。</translation>
    </message>
    <message>
        <source>Your last turn: take a market card or open shop.</source>
        <translation>最後の手番です：市場から取るか、開店してください。</translation>
    </message>
    <message>
        <source>draw from the draw pile</source>
        <translation>山札から引く</translation>
    </message>
    <message>
        <source>keep the card</source>
        <translation>カードを手札に加える</translation>
    </message>
    <message>
        <source>put the card into the market</source>
        <translation>カードを市場に置く</translation>
    </message>
    <message>
        <source>take %1 from the market</source>
        <translation>市場から%1を取る</translation>
    </message>
    <message>
        <source>open shop: trend order %1 with %2</source>
        <translation>開店：%2でマーカー「%1」の流行順位を確定</translation>
    </message>
    <message>
        <source>trend order %1 with %2</source>
        <translation>%2でマーカー「%1」の流行順位を確定</translation>
    </message>
    <message>
        <source>open shop</source>
        <translation>開店する</translation>
    </message>
    <message>
        <source>First choose the card to place under the marker.</source>
        <translation>まずマーカーの下に置くカードを選んでください。</translation>
    </message>
    <message>
        <source>You are opening shop: choose a card from your hand and a trend order marker, or press Cancel.</source>
        <translation>開店の途中です。手札のカードと流行順位マーカーを選ぶか、「キャンセル」を押してください。</translation>
    </message>
    <message>
        <source>Drop the card on a free trend order marker.</source>
        <translation>カードは空いている流行順位マーカーの上に置いてください。</translation>
    </message>
    <message>
        <source>Drop the drawn card on your hand to keep it, or on the market.</source>
        <translation>引いたカードは、手札に加えるなら手札の上に、そうでなければ市場の上に置いてください。</translation>
    </message>
    <message>
        <source>Every trend order has been decided: your cards stay in your hand until scoring.</source>
        <translation>流行順位はすべて確定しています。手札のカードは得点計算まで手札に残ります。</translation>
    </message>
    <message>
        <source>Ingredient card: %1, value %2 (hand points).</source>
        <translation>素材カード：%1、数字%2（手札の得点）。</translation>
    </message>
    <message>
        <source>%1 has no trend order yet: without one, its cards score nothing.</source>
        <translation>%1の流行順位はまだ決まっていません。流行順位がないと、そのカードは得点になりません。</translation>
    </message>
    <message>
        <source>%1 or more cards of one ingredient never score.</source>
        <translation>同じ素材が%1枚以上あると、その素材は得点になりません。</translation>
    </message>
    <message>
        <source>Trend order marker %1: up to %1 cards of its ingredient score; with more, none of them do</source>
        <translation>流行順位マーカー「%1」：その素材は%1枚まで得点になり、それより多いと1枚も得点になりません</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n face-down card(s). Draw the top card and look at it, then keep it or put it into the market.</source>
        <translation>
            <numerusform>山札：ウラ向きのカード%n枚。いちばん上のカードを引いて見てから、手札に加えるか市場に置きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card — drawn by %1, who keeps it or puts it into the market.</source>
        <translation>ウラ向きのカード：%1が引いたカードです。手札に加えるか市場に置かれます。</translation>
    </message>
    <message>
        <source>Market ingredient: on your turn you may take it into your hand instead of drawing.</source>
        <translation>市場の素材：自分の手番に、山札から引く代わりにこのカードを手札に加えることができます。</translation>
    </message>
    <message>
        <source>Market: drop the drawn card here to put it face up into the market.</source>
        <translation>市場：引いたカードをここに置くと、オモテ向きで市場に出します。</translation>
    </message>
    <message>
        <source>Your income cards: %1 (%2 points each)</source>
        <translation>あなたの収益カード：%1枚（1枚%2点）</translation>
    </message>
    <message>
        <source>Face-down income cards — %1: %2 (%3 points each)</source>
        <translation>ウラ向きの収益カード：%1、%2枚（1枚%3点）</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>第%1ラウンド（全%2ラウンド）</translation>
    </message>
    <message>
        <source>The game has one round per player. After each round the best three take a gold, silver or bronze scoring chip.</source>
        <translation>ゲームはプレイヤー人数と同じ数のラウンドを行います。各ラウンドの後、上位3人が金・銀・銅の得点チップを受け取ります。</translation>
    </message>
    <message>
        <source>Marker %1</source>
        <extracomment>a button: choose trend order marker %1 (1, 2 or 3)</extracomment>
        <translation>マーカー「%1」</translation>
    </message>
    <message>
        <source>None of your cards can go under a free trend order marker: opening shop now places no card and ends your turns of procuring for good. Press “Open shop, placing nothing” to do it, or “Cancel”.</source>
        <translation>空いている流行順位マーカーの下に置けるカードがありません。いま開店するとカードは置かれず、仕入れの手番はこれで終わりになります。そうするなら「何も置かずに開店」を、やめるなら「キャンセル」を押してください。</translation>
    </message>
    <message>
        <source>Victory points (★)</source>
        <translation>勝利点（★）</translation>
    </message>
    <message>
        <source>%1: gold %2, silver %3, bronze %4</source>
        <translation>%1：金%2・銀%3・銅%4</translation>
    </message>
    <message>
        <source>Ties: more gold chips, then more silver chips; otherwise the win is shared.</source>
        <translation>同点なら金のチップが多い人、次に銀のチップが多い人の勝利。それでも同点なら勝利を分かち合います。</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>column heading of the score table</extracomment>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Hand</source>
        <extracomment>column heading of the score table: the number of cards in hand (keep it short)</extracomment>
        <translation>手札</translation>
    </message>
    <message>
        <source>Shop</source>
        <extracomment>column heading of the score table: has the player opened shop? (keep it short)</extracomment>
        <translation>開店</translation>
    </message>
    <message>
        <source>★</source>
        <extracomment>column heading of the score table: victory points (stars); usually kept as ★</extracomment>
        <translation>★</translation>
    </message>
    <message>
        <source>open</source>
        <extracomment>a cell of the score table's "Shop" column: this player has opened shop</extracomment>
        <translation>済み</translation>
    </message>
    <message>
        <source>Round %1 begins. Start player: %2.</source>
        <translation>第%1ラウンド開始。スタートプレイヤー：%2。</translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1が%2を引きました。</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1がカードを引きました。</translation>
    </message>
    <message>
        <source>%1 keeps the card.</source>
        <translation>%1がカードを手札に加えました。</translation>
    </message>
    <message>
        <source>%1 puts %2 into the market.</source>
        <translation>%1が%2を市場に置きました。</translation>
    </message>
    <message>
        <source>%1 takes %2 from the market.</source>
        <translation>%1が市場から%2を取りました。</translation>
    </message>
    <message>
        <source>%1 takes an income card.</source>
        <translation>%1が収益カードを得ました。</translation>
    </message>
    <message>
        <source>Ingredients without a trend order score nothing; %1 or more cards of one ingredient never score.</source>
        <translation>流行順位のない素材は得点になりません。同じ素材が%1枚以上あると得点になりません。</translation>
    </message>
    <message>
        <source>Trend order: %1</source>
        <extracomment>the round summary's first line; %1 lists each marker's ingredient and limit, separated by " · "</extracomment>
        <translation>流行順位：%1</translation>
    </message>
    <message>
        <source>%1 opens shop!</source>
        <translation>%1が開店しました！</translation>
    </message>
    <message numerus="yes">
        <source>Face-down card — hand of %1 (%n card(s))</source>
        <translation>
            <numerusform>ウラ向きのカード：%1の手札（%n枚）</numerusform>
        </translation>
    </message>
    <message>
        <source>Trend order marker %1 is on %2: up to %1 cards of it score; with more, none of them do.</source>
        <translation>流行順位マーカー「%1」は%2の上にあります。%2は%1枚まで得点になり、それより多いと1枚も得点になりません。</translation>
    </message>
    <message>
        <source>Free: a player who opens shop (or, at the round end, one who has not opened) places a card of an ingredient without a trend order under it.</source>
        <extracomment>not only openers: "In a 3-player game, C takes the turn, decides the trend order of the ingredients, and the round ends." / draw pile empty: "among the players who have not yet opened shop ... the trend order is decided going in turn order"</extracomment>
        <translation>空き：開店するプレイヤー（ラウンドの終了時には、まだ開店していないプレイヤー）が、流行順位の決まっていない素材のカードをこの下に置きます。</translation>
    </message>
    <message>
        <source>%1 decides trend order %2 (limit %2): %3, with %4.</source>
        <translation>%1が%4を置いて%3の流行順位を確定しました（マーカー「%2」、上限%2枚）。</translation>
    </message>
    <message>
        <source>All but one have opened shop: %1 takes the last turn.</source>
        <translation>1人以外が開店しました。%1が最後の手番を行います。</translation>
    </message>
    <message>
        <source>The draw pile is empty: players who have not opened shop take one more turn.</source>
        <translation>山札がなくなりました。まだ開店していないプレイヤーはもう1回手番を行います。</translation>
    </message>
    <message>
        <source>Round %1 is scored.</source>
        <translation>第%1ラウンドの得点計算です。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>第%1ラウンド</translation>
    </message>
    <message>
        <source>%1 × %2 = %3</source>
        <extracomment>income in the round summary: %1 cards × %2 points each = %3 points</extracomment>
        <translation>%1 × %2 = %3</translation>
    </message>
    <message>
        <source>%1: limit %2</source>
        <extracomment>one trend order in the round summary: %1 the ingredient, %2 how many of its cards score</extracomment>
        <translation>%1：上限%2枚</translation>
    </message>
    <message>
        <source>(none)</source>
        <extracomment>in the round summary: no ingredient took this trend order marker</extracomment>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>Rank</source>
        <extracomment>column heading of the round summary: 1st, 2nd...</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>Scored cards</source>
        <extracomment>column heading of the round summary: the hand cards that score</extracomment>
        <translation>得点になったカード</translation>
    </message>
    <message>
        <source>Discarded</source>
        <extracomment>column heading of the round summary: the hand cards that do not score</extracomment>
        <translation>捨てたカード</translation>
    </message>
    <message>
        <source>Hand points</source>
        <extracomment>column heading of the round summary (the rulebook's 手札の得点); one word in German</extracomment>
        <translation>手札の得点</translation>
    </message>
    <message>
        <source>Points</source>
        <extracomment>column heading of the round summary: hand points plus income</extracomment>
        <translation>得点</translation>
    </message>
    <message>
        <source>Chip</source>
        <extracomment>column heading of the round summary: the scoring chip taken</extracomment>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Run a ramen shop: buy ingredients from the draw pile or the market, watch which ones become trendy, and open your shop at the right moment. Only trendy ingredients count, and the trend order is settled while you play. One round per player; scoring chips for the best shops, and the most victory points wins.</source>
        <translation>ラーメン屋を経営します。山札や市場から素材を仕入れ、どの素材が流行るかを見きわめて、ちょうどよいときに開店しましょう。得点になるのは流行の素材だけで、流行順位はプレイ中に決まっていきます。プレイヤーの人数と同じ数のラウンドを行い、上位の店が得点チップを取り、勝利点の最も多い人が勝ちです。</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <source>Your places</source>
        <translation>あなたの場</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>あなたの選択</translation>
    </message>
    <message>
        <source>Middle of the table</source>
        <translation>テーブルの中央</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席%1</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>出せる</translation>
    </message>
    <message>
        <source>can be chosen</source>
        <translation>選べる</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>出せない</translation>
    </message>
    <message>
        <source>card %1 of %2</source>
        <translation>カード %1/%2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1 alike</source>
        <translation>同じもの %1 枚</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <source>Tab and the arrow keys go over what you can choose, Enter chooses, Space shows a card large.</source>
        <translation>Tab と矢印キーで選べるものを移動し、Enter で選び、Space でカードを大きく表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>card</source>
        <translation>カード</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Just changed by another player's move.</source>
        <translation>ほかのプレイヤーの手で、いま変わりました。</translation>
    </message>
</context>
<context>
    <name>Turns</name>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>画面を%1に渡してください。</translation>
    </message>
    <message>
        <source>The round is scored: the table stays as the round ended. Continue when everyone has seen it.</source>
        <translation>ラウンドの得点計算が終わりました。卓はラウンドが終わったときのままです。全員が確認したら続けてください。</translation>
    </message>
    <message>
        <source>%1, it is your turn.</source>
        <translation>%1、あなたの手番です。</translation>
    </message>
    <message>
        <source>Next: %1.</source>
        <translation>次は%1です。</translation>
    </message>
</context>
</TS>
