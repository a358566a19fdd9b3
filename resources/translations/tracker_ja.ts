<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AdvanceDialog</name>
    <message>
        <location filename="../../tracker/ui/advance_dialog.py" line="+23"/>
        <location line="+29"/>
        <source>Advance time</source>
        <extracomment>the longest advance the window offers, as the recovery dock&apos;s (9999 days)</extracomment>
        <translation>時間を進める</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Now: day {0}, {1}</source>
        <translation>現在：{0}日目 {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>minutes</source>
        <translation>分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hours</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>days</source>
        <translation>日</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Advance</source>
        <translation>進める(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tracker/ui/appinfo.py" line="+48"/>
        <source>Combat Tracker</source>
        <translation>戦闘トラッカー</translation>
    </message>
</context>
<context>
    <name>ChecksView</name>
    <message>
        <location filename="../../tracker/ui/checks_view.py" line="+157"/>
        <source>No checks pending</source>
        <translation>未処理の判定はありません</translation>
    </message>
    <message>
        <location line="-13"/>
        <location line="+126"/>
        <source>Roll</source>
        <extracomment>the list&apos;s margins and the space between a row&apos;s buttons check id -&gt; (the seat&apos;s name, called once resolved): opened by a seat&apos;s request &quot;Modifiers…&quot; of the checks whose modifiers the GM sets in a dialog (the kit&apos;s) checks that are not rolls (a CoC death to confirm): one button each always in sight above the list: every roll that is due, oldest first</extracomment>
        <translation>振る</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Target number: roll this or less on {0}</source>
        <translation>目標値：{0}でこの値以下なら成功</translation>
    </message>
    <message>
        <location line="-217"/>
        <source>3d</source>
        <extracomment>a check&apos;s dice as players say them (context &quot;ChecksView&quot;): GURPS &quot;3d&quot;, percentile &quot;d100&quot;</extracomment>
        <translation>3D</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d100</source>
        <translation>1D100</translation>
    </message>
    <message>
        <location line="+107"/>
        <location line="+187"/>
        <source>Roll them all</source>
        <translation>すべて振る</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Let the app roll every check that is due, oldest first (one undo step)</source>
        <translation>時刻が来た判定をすべて古い順に自動で振る（元に戻すは1回）</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>… and %n more check(s), listed as their turns come.</source>
        <translation>
            <numerusform>…ほか%n件の判定は、手番が来たときに表示されます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Due at the time shown: advance time to get there</source>
        <translation>表示の時刻に判定する：時間を進めるとその時刻になる</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Confirm</source>
        <translation>確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm what the rules say (Undo takes it back)</source>
        <translation>ルールの結果を確定する（元に戻すで取り消せる）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Let the app roll {0}</source>
        <translation>アプリが{0}を振ります</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The {0} result you rolled</source>
        <translation>実際に振った{0}の出目</translation>
    </message>
    <message>
        <location line="-135"/>
        <location line="+137"/>
        <source>Enter</source>
        <translation>入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Use the result you rolled</source>
        <translation>振った出目を使う</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+146"/>
        <source>Modifiers…</source>
        <translation>修正…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set what modifies this roll before you make it</source>
        <translation>判定の前に修正を設定する</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 roll</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>day %1, %2</source>
        <translation>%1日目 %2</translation>
    </message>
</context>
<context>
    <name>Condition</name>
    <message>
        <location filename="../../tracker/ui/explain_text.py" line="+41"/>
        <source>Unconscious</source>
        <extracomment>the core&apos;s conditions (``tracker.model.combatant.OUT_CONDITIONS``) -&gt; English name (context &quot;Condition&quot;); a ruleset&apos;s kit names its own (``condition_names``)</extracomment>
        <translation>気絶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Destroyed</source>
        <translation>肉体破壊</translation>
    </message>
</context>
<context>
    <name>ConditionDialog</name>
    <message>
        <location filename="../../tracker/ui/condition_dialog.py" line="+18"/>
        <source>Add a condition</source>
        <translation>状態を追加</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>no countdown</source>
        <translation>期限なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds until the condition ends by itself</source>
        <translation>状態が自然に終わるまでのラウンド数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Condition for everyone selected:</source>
        <translation>選択した全員に付ける状態(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lasts (rounds):</source>
        <translation>期間（ラウンド）(&amp;L)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Show to players</source>
        <translation>プレイヤーに見せる(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Players see a condition you typed yourself, as typed; the rules&apos; own conditions show as the players&apos; view always shows them</source>
        <translation>自分で入力した状態を、入力したとおりにプレイヤーに見せます。ルールの状態はいつもどおりプレイヤー画面の決まりで表示されます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>DetailPanel</name>
    <message>
        <location filename="../../tracker/ui/detail_panel.py" line="+204"/>
        <source>Click a body part to enter a hit there.</source>
        <translation>部位をクリックすると、その部位への命中を入力できます。</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>&lt;b&gt;Wounds&lt;/b&gt;</source>
        <extracomment>the large figure&apos;s least height (px) what the body holds: asking for one of them makes the body (tests, the window) the ruleset&apos;s figure (a silhouette in GURPS), replaced when the ruleset changes</extracomment>
        <translation>&lt;b&gt;負傷&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;b&gt;Conditions&lt;/b&gt;</source>
        <translation>&lt;b&gt;状態&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add condition…</source>
        <translation>状態を追加…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>no countdown</source>
        <translation>期限なし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rounds until the condition ends by itself</source>
        <translation>状態が自然に終わるまでのラウンド数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>H&amp;it…</source>
        <extracomment>the kit&apos;s own sections (the GURPS campaign conditions), rebuilt with the kit</extracomment>
        <translation>命中(&amp;I)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>E&amp;dit…</source>
        <translation>編集(&amp;D)…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>-5 / +3</source>
        <translation>-5 / +3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damage (-5 or 5) or healing (+3 or h3) to HP, as Edit stats or the ruleset&apos;s plain damage would apply it; Enter applies it</source>
        <translation>HPへのダメージ（-5 または 5）か回復（+3 または h3）。能力値の編集やルールの素のダメージと同じ処理で、Enterで適用します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dama&amp;ge/heal:</source>
        <translation>ダメージ/回復(&amp;G):</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Damage/heal</source>
        <translation>ダメージ/回復</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source> round(s)</source>
        <translation>
            <numerusform> ラウンド</numerusform>
        </translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+9"/>
        <source>&lt;i&gt;No combatant selected&lt;/i&gt;</source>
        <translation>&lt;i&gt;参加者が選ばれていません&lt;/i&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>(%n round(s) left)</source>
        <translation>
            <numerusform>（残り%nラウンド）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+4"/>
        <source>Add condition</source>
        <translation>状態を追加</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Condition (e.g. grappled, blinded, on fire):</source>
        <translation>状態（例：組みつかれ、盲目、炎上中）:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Remove condition</source>
        <translation>状態を削除</translation>
    </message>
</context>
<context>
    <name>EncounterDocument</name>
    <message>
        <location filename="../../tracker/ui/document.py" line="+108"/>
        <source>Autosave failed — save the encounter to a file. {0}</source>
        <extracomment>an undo-history text: fixed, or made anew in the UI language of the moment (so that the history follows a language switch); a maker captures plain values, never a widget emitted after every change (done, undone, redone, or a new encounter) a whole new encounter replaced the old one a user action failed: the message to show (nothing was changed) an action completed (after the model changed): its label and result what the GM&apos;s dialogs remember from their last use (the last attack&apos;s kind, whether a hit goes to the defense step first): this document&apos;s, not the process&apos;s, so another window or document starts from the dialogs&apos; defaults real time per turn (the optional turn timer): watched here, never in the encounter, its file or the undo history; tests replace its clock</extracomment>
        <translation>自動保存に失敗しました。遭遇をファイルに保存してください。{0}</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <location filename="../../tracker/ui/explain_text.py" line="+111"/>
        <source>Not a number or a dice expression like 2d+1.</source>
        <extracomment>``name_of(arg, value)``: an id among a line&apos;s arguments as its display name</extracomment>
        <translation>数値でも、2d+1のようなダイス式でもありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A combatant needs a name.</source>
        <translation>参加者には名前が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is the first turn of the fight.</source>
        <translation>戦闘の最初の手番です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another combatant is already called {name}.</source>
        <translation>「{name}」という名前の参加者はすでにいます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>There are no turns out of combat: start combat first.</source>
        <translation>戦闘中でなければ手番はありません。先に戦闘を開始してください。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{name} already has full HP.</source>
        <translation>{name}のHPはすでに最大です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type damage like -5 or 5, or healing like +3 or h3.</source>
        <translation>ダメージは -5 や 5、回復は +3 や h3 のように入力してください。</translation>
    </message>
</context>
<context>
    <name>FileErrorText</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/file_errors.py" line="+145"/>
        <source>…and %n more problem(s)</source>
        <translation>
            <numerusform>…ほか%n件の問題</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileErrors</name>
    <message>
        <location line="-116"/>
        <source>Cannot open “{0}”: the file does not exist.</source>
        <extracomment>problems listed under a headline; the rest are counted (code, the error&apos;s ``kind`` or ``cause``) -&gt; (message, the values of {0}, {1}…). &quot;file&quot; is the file&apos;s name as given; &quot;os&quot; the OS&apos;s reason; &quot;size_mb&quot;, &quot;limit_mb&quot; the sizes in MB; &quot;rules&quot; and &quot;module&quot; what the rules are called here.</extracomment>
        <translation>「{0}」を開けません：ファイルがありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open “{0}”: it is a folder, not a file.</source>
        <translation>「{0}」を開けません：ファイルではなくフォルダーです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open “{0}”: it is not a regular file (a pipe, a device or a socket).</source>
        <translation>「{0}」を開けません：通常のファイルではありません（パイプ、デバイス、ソケットなど）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: it cannot be read ({1}).</source>
        <translation>「{0}」を開けません：読み込めません（{1}）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open “{0}”: the file is too large ({1:.1f} MB; an encounter file may be at most {2:.1f} MB).</source>
        <translation>「{0}」を開けません：ファイルが大きすぎます（{1:.1f} MB。遭遇ファイルは{2:.1f} MBまでです）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: the file is too large (an encounter file may be at most {1:.1f} MB).</source>
        <translation>「{0}」を開けません：ファイルが大きすぎます（遭遇ファイルは{1:.1f} MBまでです）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: the file is not UTF-8 text (a bad byte on line {1}).</source>
        <translation>「{0}」を開けません：UTF-8のテキストではありません（{1}行目に不正なバイトがあります）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: the file is empty.</source>
        <translation>「{0}」を開けません：ファイルが空です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot open “{0}”: the file ends too early (line {1}, column {2}): it is truncated or damaged.</source>
        <translation>「{0}」を開けません：ファイルが途中で終わっています（{1}行{2}列目）。途中で切れているか、壊れています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: it is not valid JSON (line {1}, column {2}: {3}).</source>
        <translation>「{0}」を開けません：JSONとして正しくありません（{1}行{2}列目：{3}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: the file holds {1}, which JSON does not allow.</source>
        <translation>「{0}」を開けません：JSONでは使えない値 {1} が含まれています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: it is not valid JSON ({1}).</source>
        <translation>「{0}」を開けません：JSONとして正しくありません（{1}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: its JSON is nested too deeply (more than {1} levels).</source>
        <translation>「{0}」を開けません：JSONの入れ子が深すぎます（{1}段を超えています）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: {1}: this key appears twice in its object (which one counts is not clear).</source>
        <translation>「{0}」を開けません：{1}：同じキーが1つのオブジェクトに2回あります（どちらが有効か決められません）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot open “{0}”: it is not an encounter file of this program, or it is damaged.</source>
        <translation>「{0}」を開けません：このプログラムの遭遇ファイルではないか、ファイルが壊れています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: it was written by another program ({1}).</source>
        <translation>「{0}」を開けません：別のプログラム（{1}）のファイルです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot open “{0}”: its encounter uses the rules “{1}”, which this version does not know (it knows {2}).</source>
        <translation>「{0}」を開けません：この遭遇のルール「{1}」はこのバージョンでは扱えません（扱えるルール：{2}）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot open “{0}”: its encounter uses the optional rules “{1}”, which this version does not know.</source>
        <translation>「{0}」を開けません：この遭遇のオプションルール「{1}」はこのバージョンでは扱えません。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>{0}, {1}</source>
        <extracomment>two names of a list (Japanese joins them with 、)</extracomment>
        <translation>{0}、{1}</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the field “{0}” is missing</source>
        <extracomment>a file problem&apos;s code -&gt; (its words, the args in {0}, {1}…). &quot;got&quot; is the wrong value as the file holds it (or its kind); &quot;known&quot; the values allowed, listed</extracomment>
        <translation>項目「{0}」がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a field this version does not know</source>
        <translation>このバージョンでは扱えない項目です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be at least {0}, but is {1}</source>
        <translation>{0}以上でなければなりませんが、{1}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be at most {0}, but is {1}</source>
        <translation>{0}以下でなければなりませんが、{1}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be from {0} to {1}, but is {2}</source>
        <translation>{0}～{1}でなければなりませんが、{2}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be at most its maximum ({0}), but is {1}</source>
        <translation>最大値（{0}）以下でなければなりませんが、{1}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must not be empty</source>
        <translation>空にはできません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is not one of the values allowed here ({1})</source>
        <translation>{0}はここで使える値ではありません（使える値：{1}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>is nested too deeply (at most {0} levels)</source>
        <translation>入れ子が深すぎます（{0}段まで）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>too many problems: only the first {0} are listed</source>
        <translation>問題が多すぎます：最初の{0}件だけを挙げます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>may hold at most {0} entries</source>
        <translation>{0}件までしか持てません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be {0}, but is {1}</source>
        <translation>{0}でなければなりませんが、{1}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the id {0} is used twice</source>
        <translation>ID {0}が二重に使われています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} is listed twice</source>
        <translation>{0}が二重に挙がっています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>names a combatant who is not in the encounter ({0})</source>
        <translation>遭遇にいない参加者を指しています（{0}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn {0} is past the end of the turn order ({1} turns)</source>
        <translation>手番{0}は手番順（{1}手番）の外です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is {0}, but {1} is already in use</source>
        <translation>{0}ですが、{1}がすでに使われています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>log entries must be numbered upward ({0} follows {1})</source>
        <translation>ログの番号は増えていかなければなりません（{1}の次が{0}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an option this version does not know ({0})</source>
        <translation>このバージョンでは扱えない設定です（使える設定：{0}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value this option does not take</source>
        <translation>この設定には使えない値です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>belongs to optional rules this encounter does not use ({0})</source>
        <translation>この遭遇で使っていないオプションルールのものです（{0}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the values of a log explanation do not fit its text</source>
        <translation>ログの説明の値が文面に合いません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the saved state of the dice is damaged</source>
        <translation>保存されたダイスの状態が壊れています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the encounter cannot be read</source>
        <translation>遭遇を読み取れません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sheet&apos;s values do not fit together</source>
        <translation>シートの値どうしが合いません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the data of an older version cannot be brought up to date</source>
        <translation>古いバージョンのデータを今の形式に直せません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the number {0} is too large</source>
        <translation>数値{0}が大きすぎます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>these rules keep no data here</source>
        <translation>このルールはここにデータを持ちません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value the optional rules do not take</source>
        <translation>オプションルールが受け付けない値です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a value a weapon does not take</source>
        <translation>武器が受け付けない値です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>must be an object, but is {0}</source>
        <extracomment>(what a value must be, or null as well) -&gt; its words: {0} what it is</extracomment>
        <translation>オブジェクトでなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a list, but is {0}</source>
        <translation>リストでなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a whole number, but is {0}</source>
        <translation>整数でなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be a whole number or null, but is {0}</source>
        <translation>整数か空の値でなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>must be a number, but is {0}</source>
        <translation>数値でなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be text, but is {0}</source>
        <translation>文字列でなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be text or null, but is {0}</source>
        <translation>文字列か空の値でなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>must be true or false, but is {0}</source>
        <translation>真偽値でなければなりませんが、{0}です</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>an object</source>
        <extracomment>the kinds of a wrong value that is described rather than quoted (``got_kind``)</extracomment>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value of another kind</source>
        <translation>別の種類の値</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>this value is not valid here</source>
        <extracomment>a problem without a code the UI knows (its English words are for the command line)</extracomment>
        <translation>ここでは正しくない値です</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a whole number of about {0} digits</source>
        <translation>約{0}桁の整数</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/explain_text.py" line="-9"/>
        <location filename="../../tracker/ui/file_errors.py" line="+64"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/file_errors.py" line="+35"/>
        <source>a value was expected</source>
        <extracomment>the reasons Python&apos;s JSON reader gives (``json.JSONDecodeError.msg``), in words the UI translates (issue 43: &quot;Expecting value&quot; in the Japanese UI)</extracomment>
        <translation>値があるべきところにありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a comma was expected</source>
        <translation>カンマがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a colon was expected</source>
        <translation>コロンがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a key in double quotes was expected</source>
        <translation>二重引用符で囲んだキーがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a string is not closed</source>
        <translation>文字列が閉じていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a control character inside a string</source>
        <translation>文字列の中に制御文字があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>more text after the end of the data</source>
        <translation>データの終わりの後にまだ文字があります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an invalid escape</source>
        <translation>不正なエスケープがあります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an invalid \u escape</source>
        <translation>不正な \u エスケープがあります</translation>
    </message>
    <message>
        <location line="-286"/>
        <source>Cannot open “{0}”: it was written by a newer version of the tracker (file format {1}; this version reads up to {2}). Open it with a newer version of the tracker.</source>
        <translation>「{0}」を開けません：新しいバージョンのトラッカーで保存されたファイルです（ファイル形式{1}。このバージョンが読めるのは形式{2}までです）。新しいバージョンのトラッカーで開いてください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot open “{0}”: it was written for a newer version of the {1} rules (version {2}; this version knows up to {3}). Open it with a newer version of the tracker.</source>
        <translation>「{0}」を開けません：{1}のルールの新しいバージョン（{2}）で保存されたファイルです（このバージョンが扱えるのは{3}までです）。新しいバージョンのトラッカーで開いてください。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot open “{0}”: it was written for a newer version of the optional rules “{1}” (version {2}; this version knows up to {3}). Open it with a newer version of the tracker.</source>
        <translation>「{0}」を開けません：オプションルール「{1}」の新しいバージョン（{2}）で保存されたファイルです（このバージョンが扱えるのは{3}までです）。新しいバージョンのトラッカーで開いてください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open “{0}”: the file&apos;s content has problems:</source>
        <translation>「{0}」を開けません：ファイルの内容に問題があります：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{0}”: {1}. The previous file is unchanged.</source>
        <translation>「{0}」に保存できませんでした：{1}。前のファイルは変わっていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{0}”: the encounter holds a value that cannot be written ({1}).</source>
        <translation>「{0}」に保存できませんでした：遭遇にファイルへ書き込めない値があります（{1}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Could not save “{0}”: the file would be {1:.1f} MB, more than the {2:.0f} MB a file may hold to be opened again. The previous file is unchanged.</source>
        <translation>「{0}」に保存できませんでした：ファイルは{1:.1f} MBになり、もう一度開ける大きさ（{2:.0f} MB）を超えます。前のファイルは変わっていません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not save “{0}”: the encounter holds values a file may not hold, so it would not open again. The previous file is unchanged. The values:</source>
        <translation>「{0}」に保存できませんでした：遭遇にファイルに入れられない値があり、保存すると開けなくなります。前のファイルは変わっていません。問題の値：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not write the recovery journal “{0}”: {1}.</source>
        <translation>復旧用の記録「{0}」を書き込めませんでした：{1}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The recovery journal stopped at the last action it could restore: the encounter now holds values a file may not hold:</source>
        <translation>復旧用の記録は、復元できる最後の操作で止まりました。遭遇に、ファイルに入れられない値があります：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot recover from “{0}”: it is not a recovery journal of this version.</source>
        <translation>「{0}」から復旧できません：このバージョンの復旧用の記録ではありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the disk is full</source>
        <extracomment>messages that list the error&apos;s problems under them the OS failures the tracker names itself (the others as the OS words them)</extracomment>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk quota is exceeded</source>
        <translation>ディスクの使用量の上限を超えています</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>permission denied</source>
        <translation>アクセスが許可されていません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is read-only</source>
        <translation>ディスクが読み取り専用です</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>the folder does not exist</source>
        <translation>フォルダーがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a folder</source>
        <translation>フォルダーです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the name is too long</source>
        <translation>名前が長すぎます</translation>
    </message>
</context>
<context>
    <name>FilesController</name>
    <message>
        <location filename="../../tracker/ui/files_controller.py" line="+39"/>
        <source>Encounter (*.ctenc *.json);;All files (*)</source>
        <translation>遭遇ファイル (*.ctenc *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+199"/>
        <source>Open encounter</source>
        <extracomment>a recovery folder that could not be read is renamed with this prefix and kept (never deleted: it may hold the only copy of a fight), and no longer offered the encounter was written to this file (File → Save, Save As) (mtime, size) of ``path`` when this program last read or wrote it</extracomment>
        <translation>遭遇を開く</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot open</source>
        <translation>開けません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>File changed</source>
        <translation>ファイルが変更されています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{0}” was changed by another program (or another window of the tracker) since it was opened or saved here. Saving replaces those changes.</source>
        <translation>「{0}」は、ここで開いたか保存した後に、別のプログラム（またはトラッカーの別のウィンドウ）によって変更されました。保存するとその変更は失われます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Overwrite</source>
        <translation>上書き保存(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Save encounter</source>
        <translation>遭遇を保存</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The file would be {0:.1f} MB, more than the {1:.0f} MB a file may hold to be opened again. The previous file is unchanged.</source>
        <translation>ファイルは{0:.1f} MBになり、もう一度開ける大きさ（{1:.0f} MB）を超えます。前のファイルは変わっていません。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>The combat log holds %n entry(s): File → Archive the log… writes it to a file and empties it, which makes the encounter smaller.</source>
        <translation>
            <numerusform>戦闘ログには%n件の記録があります。［ファイル］→［ログを保管して空にする…］でログをファイルに書き出して空にすると、遭遇が小さくなります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not saved</source>
        <translation>保存されていません</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The encounter was NOT saved and is still open.</source>
        <translation>遭遇は保存されていません（開いたままです）。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unsaved changes</source>
        <translation>未保存の変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The encounter has changes that are not saved.</source>
        <translation>この遭遇には保存されていない変更があります。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Recovery journal not read</source>
        <translation>復旧用の記録を読めません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A recovery journal from an earlier session could not be read, so it cannot be restored. It was kept in the folder {0}.</source>
        <translation>以前のセッションの復旧用の記録を読めなかったため、復元できません。記録はフォルダー {0} に残してあります。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Restore after a crash?</source>
        <translation>異常終了から復元しますか？</translation>
    </message>
</context>
<context>
    <name>GroupActions</name>
    <message>
        <location filename="../../tracker/ui/group_actions.py" line="+31"/>
        <source>&amp;Hit all selected…</source>
        <extracomment>the Selected menu, in order (the window&apos;s table shape: tracker/ui/actions.py)</extracomment>
        <translation>選択した全員に命中(&amp;H)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>One hit on everyone selected, as one undo step</source>
        <translation>選択した全員に同じ命中を入力（1回の取り消しで戻せる）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Add a condition…</source>
        <translation>状態を追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give everyone selected a condition, as one undo step</source>
        <translation>選択した全員に状態を追加（1回の取り消しで戻せる）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Take a condition off…</source>
        <translation>状態を解除(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a condition off everyone selected, as one undo step</source>
        <translation>選択した全員の状態を解除（1回の取り消しで戻せる）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Reveal to the players</source>
        <translation>プレイヤーに公開(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show everyone selected in the player view</source>
        <translation>選択した全員をプレイヤー画面に表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hi&amp;de from the players</source>
        <translation>プレイヤーから隠す(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hide everyone selected from the player view</source>
        <translation>選択した全員をプレイヤー画面から隠す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;move all selected</source>
        <translation>選択した全員を削除(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove everyone selected, as one undo step</source>
        <translation>選択した全員を削除（1回の取り消しで戻せる）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Selected</source>
        <extracomment>everyone selected when the selection last changed (what the actions are enabled for)</extracomment>
        <translation>選択中(&amp;S)</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>{0} combatants</source>
        <extracomment>the kit&apos;s own parts of the window, and the toolbars that hold them (by name)</extracomment>
        <translation>{0}人</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: {1} ends</source>
        <translation>{0}：{1}終了</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Nobody selected has a condition.</source>
        <translation>選択した中に状態を持つ者はいません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take a condition off</source>
        <translation>状態を解除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Condition to take off everyone selected:</source>
        <translation>選択した全員から解除する状態：</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reveal {0}</source>
        <translation>{0}を公開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide {0}</source>
        <translation>{0}を隠す</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Remove {0}</source>
        <translation>{0}を削除</translation>
    </message>
</context>
<context>
    <name>HiddenEye</name>
    <message>
        <location filename="../../tracker/ui/hidden_eye.py" line="+53"/>
        <source>Shown to players: click to hide</source>
        <extracomment>the eye&apos;s size in the roster and on a card (px); its click target is at least 12 px</extracomment>
        <translation>プレイヤーに表示中：クリックで隠す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hidden from players: click to show</source>
        <translation>プレイヤーから隠している：クリックで表示</translation>
    </message>
</context>
<context>
    <name>Kit</name>
    <message>
        <location filename="../../tracker/ui/kit.py" line="+390"/>
        <source>End combat</source>
        <extracomment>the keys of a seat&apos;s ``declare`` request (other than ``attack``) that :meth:`edit_declaration` opens an entry for (contracts/seats.md)</extracomment>
        <translation>戦闘終了</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <location filename="../../tracker/ui/library_window.py" line="+29"/>
        <source>{name}: the data of the rule module &apos;{module}&apos; stays behind (this encounter does not use it)</source>
        <extracomment>the model&apos;s notes on taking an entry (tracker.model.library.party.NOTES), for lupdate</extracomment>
        <translation>{name}：ルールモジュール「{module}」のデータは持ち込みません（この遭遇では使っていません）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}: this encounter&apos;s calendar (day {day}, {clock}) is before the time its state was saved (day {saved_day}, {saved_clock}): no time ran for its timers</source>
        <translation>{name}：この遭遇の暦（{day}日目 {clock}）は状態を保存した時（{saved_day}日目 {saved_clock}）より前です。タイマーは進めません</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Library</source>
        <extracomment>why no library is open (a refused file), in the UI language</extracomment>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Library not opened</source>
        <translation>ライブラリを開けません</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>&amp;Library</source>
        <translation>ライブラリ(&amp;L)</translation>
    </message>
    <message>
        <location line="-138"/>
        <source>&amp;Show the library</source>
        <extracomment>File → Library, in order (the window&apos;s table shape: tracker/ui/actions.py)</extracomment>
        <translation>ライブラリを表示(&amp;S)</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>{name}: the {check} roll owed under the rule module &apos;{module}&apos; stays behind (this encounter does not use it)</source>
        <translation>{name}：ルールモジュール「{module}」による{check}の判定は持ち込まれません（この遭遇では使っていません）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Show the Library dock and search it</source>
        <translation>ライブラリのパネルを表示して検索する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import character &amp;files…</source>
        <translation>キャラクターファイルを取り込む(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Import a f&amp;older…</source>
        <translation>フォルダーを取り込む(&amp;O)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Import &amp;every combatant of an encounter…</source>
        <translation>遭遇の参加者をすべて取り込む(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport the library…</source>
        <translation>ライブラリを書き出す(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore a backup…</source>
        <translation>バックアップから戻す(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;another library…</source>
        <translation>別のライブラリを開く(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the &amp;default library</source>
        <translation>既定のライブラリを開く(&amp;D)</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>The library {0} is read-only: it was opened for reading only (searches work; changes cannot be kept).</source>
        <translation>ライブラリ {0} は読み取り専用です。読み取り専用で開きました（検索はできますが、変更は保存できません）。</translation>
    </message>
    <message>
        <location line="+58"/>
        <location line="+30"/>
        <location line="+105"/>
        <location line="+57"/>
        <source>No library is open.</source>
        <translation>ライブラリが開かれていません。</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>Save {0} to the library</source>
        <translation>{0}をライブラリに保存</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is in the library.</source>
        <translation>{0}をライブラリに保存しました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Write state to the library</source>
        <translation>状態をライブラリに書き戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save to library</source>
        <translation>ライブラリに保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save to library as a persistent character</source>
        <translation>継続キャラクターとしてライブラリに保存</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>The encounter is saved. Write the party&apos;s state to the library too?</source>
        <translation>遭遇を保存しました。パーティの状態もライブラリに書き戻しますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fight is over. Write the party&apos;s state to the library?</source>
        <translation>戦闘が終わりました。パーティの状態をライブラリに書き戻しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The party&apos;s state</source>
        <translation>パーティの状態</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Write back</source>
        <translation>書き戻す(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not now</source>
        <translation>今はしない(&amp;N)</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>The state of %n character(s) is in the library.</source>
        <translation>
            <numerusform>%n人の状態をライブラリに書き戻しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not imported</source>
        <translation>取り込めません</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n entry(s) imported into the library.</source>
        <translation>
            <numerusform>ライブラリに%n件取り込みました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Imported</source>
        <translation>取り込みました</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Import into the library</source>
        <translation>ライブラリに取り込む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Character files ({0})</source>
        <translation>キャラクターファイル（{0}）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Import a folder into the library</source>
        <translation>フォルダーをライブラリに取り込む</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Import an encounter into the library</source>
        <translation>遭遇をライブラリに取り込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Encounters (*.ctenc)</source>
        <translation>遭遇ファイル (*.ctenc)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restore a library backup</source>
        <translation>ライブラリのバックアップから戻す</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+12"/>
        <source>Library backups (*.json)</source>
        <translation>ライブラリのバックアップ (*.json)</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Export the library</source>
        <translation>ライブラリを書き出す</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>%n entry(s) exported.</source>
        <translation>
            <numerusform>%n件書き出しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open or start a library</source>
        <translation>ライブラリを開く・新しく作る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Libraries (*.sqlite3)</source>
        <translation>ライブラリ (*.sqlite3)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Add {0} ×{1} from the library</source>
        <translation>ライブラリから{0}を×{1}追加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add {0} from the library</source>
        <translation>ライブラリから{0}を追加</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} is not a library (not an SQLite database). It was left as it is.</source>
        <translation>{0}はライブラリではありません（SQLiteのデータベースではありません）。ファイルはそのままです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is another program&apos;s database, not a library. It was left as it is.</source>
        <translation>{0}は別のプログラムのデータベースで、ライブラリではありません。ファイルはそのままです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The library {0} is damaged. It was left as it is: keep it for a repair, and open another library or restore a backup.</source>
        <translation>ライブラリ{0}は壊れています。ファイルはそのままです。修復のために残しておき、別のライブラリを開くかバックアップから戻してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The library {0} was written by a newer version of the app. It was left as it is: update the app to use it.</source>
        <translation>ライブラリ{0}は新しいバージョンのアプリで書かれています。ファイルはそのままです。使うにはアプリを更新してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The library {0} could not be opened.</source>
        <translation>ライブラリ{0}を開けませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The library {0} could not be written: nothing of this change was kept.</source>
        <translation>ライブラリ{0}に書き込めませんでした。この変更は何も保存されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The library {0} is read-only (its disk or folder cannot be written): nothing was changed.</source>
        <translation>ライブラリ {0} は読み取り専用です（ディスクまたはフォルダーに書き込めません）。何も変更していません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} is an entry of other rules ({1}) than this encounter&apos;s ({2}).</source>
        <translation>{0}はこの遭遇（{2}）とは別のルール（{1}）の項目です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is no longer in the library.</source>
        <translation>{0}はもうライブラリにありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is in this encounter already (as {1}): a persistent character joins once.</source>
        <translation>{0}はすでにこの遭遇にいます（{1}として）。継続キャラクターは一度だけ参加できます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The library refused it: {0}</source>
        <translation>ライブラリが受け付けませんでした：{0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The search holds a character the library cannot search for (a NUL or a broken character).</source>
        <extracomment>the library&apos;s refusals of a value, by code, in a language other than English (issue 43: they came out in English); {0} the file, {1}… the limits of an entry</extracomment>
        <translation>検索語に、ライブラリが検索できない文字（ヌル文字や壊れた文字）があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The library refused the entry: one of its values is not allowed (a name of at most {1} characters, at most {2} tags of at most {3} characters, notes of at most {4} characters, no NUL character).</source>
        <translation>ライブラリはこの項目を受け付けませんでした：使えない値があります（名前は{1}文字まで、タグは{3}文字までのものを{2}個まで、メモは{4}文字まで、ヌル文字は使えません）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>“{0}” cannot be taken into the library: it is neither a library backup nor a file of characters it imports, or an entry in it holds a value an entry may not hold.</source>
        <translation>「{0}」をライブラリに取り込めません：ライブラリのバックアップでも取り込める人物のファイルでもないか、項目に持てない値があります。</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/kit.py" line="-105"/>
        <source>HP and the other tracks, wounds and lasting conditions</source>
        <extracomment>the GM window&apos;s document (tracker.ui.document.EncounterDocument) a kit&apos;s docks, sections and dialogs are given; not imported, for the document asks the kit for its words the cell&apos;s text: ``text(c)``, or ``text(c, enc)`` when ``with_encounter`` in pixels; None: it stretches with the conditions column the text depends on more than the combatant (a CoC death clock held by another) the text depends on the row&apos;s turn-order position too: ``text(c, enc, position)`` (a CoC death clock is held by one of a gunman&apos;s rows) the cell&apos;s tooltip when it says more than the cell (the CoC death clock&apos;s whole lines), called as ``text``; None: the cell&apos;s text tabbed with the log at the bottom, or stacked on the right whether a hit is entered apart from the attack roll (GURPS: where it landed); False where the attack dialog enters it too (Call of Cthulhu): no Enter hit action the ruleset&apos;s entries of a combatant&apos;s context menu: the kit&apos;s handlers, called with the window and the combatant (``args=(WINDOW, SELECTED)``); an entry that names a ``menu`` (&quot;combat&quot;) is in that menu of the window too, with its keys (GURPS: Maneuver and posture…, Ctrl+M) the module of the ruleset&apos;s own figures in the GM-window benchmark (&quot;&quot; for none) the ruleset&apos;s condition ids -&gt; English names (context &quot;Condition&quot;) the ruleset&apos;s check kinds -&gt; English names (context &quot;Log&quot;) ``open(window, paths)``: the import preview of these files ``paste(window, text)``: the preview of pasted text; False when the text is not for it where a :class:`WindowPart` may stand: a toolbar line of its own under the window&apos;s toolbars the object name of what holds it (``toolbar_`` and a name of the kit&apos;s): the window and its tests find it by this what the window calls it (a toolbar&apos;s name in its context menu), translated on every call Selected → Hit all selected… starts a hit on everyone selected here (None: this part offers none; the entry is enabled while a part offers one) the module of the ruleset&apos;s own figures in the GM-window benchmark (tracker.ui.bench): ``report()``, and ``heavy_report()`` for heavy input; &quot;&quot; for none</extracomment>
        <translation>HPなどの値、負傷、続いている状態</translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message>
        <location filename="../../tracker/ui/library_dock.py" line="+189"/>
        <source>Search names, tags and notes…</source>
        <extracomment>why no library is open, in the UI language what a drag of entries carries: their ids in the library open now the most entries the list shows at once (the count says how many match in all) a pause in typing before the search runs (a search takes a few ms even over 10,000)</extracomment>
        <translation>名前・タグ・メモを検索…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any part of a name, a tag or a note, in Japanese or English; several words must all match</source>
        <translation>名前・タグ・メモの一部（日本語でも英語でも）。複数の語はすべてを含むものを探します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Party</source>
        <translation>パーティ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only persistent characters (the party)</source>
        <translation>継続キャラクター（パーティ）だけ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tags</source>
        <translation>タグ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How many to add: more than one are numbered (Ghoul 1, Ghoul 2)</source>
        <translation>追加する数。複数なら番号が付きます（グール 1、グール 2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Add to encounter</source>
        <translation>遭遇に追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the chosen entries to the encounter (or drag them onto the roster)</source>
        <translation>選んだ項目を遭遇に追加します（参加者一覧へドラッグしても追加できます）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Library</source>
        <translation>ライブラリ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>All rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All tags</source>
        <translation>すべてのタグ</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>No library open.</source>
        <translation>ライブラリが開かれていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} of {1} entries shown</source>
        <translation>{1}件中{0}件を表示</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n 件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../../tracker/ui/log_text.py" line="+30"/>
        <source>Round {round}: {name}&apos;s turn.</source>
        <translation>第{round}ラウンド：{name}の手番。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins.</source>
        <translation>第{round}ラウンド開始。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {check} roll {roll} vs {target} — {result}.</source>
        <translation>{name}：{check} 出目{roll}（目標値{target}）— {result}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {condition}.</source>
        <translation>{name}：{condition}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: {condition} ends.</source>
        <translation>{name}：{condition}が終了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} joins the fight.</source>
        <translation>{name}が戦闘に加わった。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} leaves the fight.</source>
        <translation>{name}が戦闘から離れた。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: saved to the library.</source>
        <translation>{name}：ライブラリに保存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: stats changed.</source>
        <translation>{name}：能力値を変更。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat ends.</source>
        <translation>戦闘終了。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time passes: {hours} h (day {day}, {hour}:00).</source>
        <translation>時間経過：{hours}時間（{day}日目 {hour}:00）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: rolled {expr} = {total} ({faces}).</source>
        <translation>{name}：{expr}を振った = {total}（{faces}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}: the {check} roll of an earlier turn was not made; this turn&apos;s roll replaces it.</source>
        <translation>{name}：前の手番の{check}が振られていません。この手番の判定に置き換えます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Option {option}: {value}.</source>
        <translation>選択ルール「{option}」：{value}。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>(from {0}&apos;s device)</source>
        <extracomment>the English source strings of the templates above, in CORE_TEMPLATES order</extracomment>
        <translation>（{0}の端末から）</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Time passes: {hours} h {minutes} min (day {day}, {clock}).</source>
        <translation>時間経過：{hours}時間{minutes}分（{day}日目 {clock}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time passes: {days} d {hours} h {minutes} min (day {day}, {clock}).</source>
        <translation>時間経過：{days}日{hours}時間{minutes}分（{day}日目 {clock}）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rules on: {module}.</source>
        <translation>ルール適用：{module}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules off: {module}.</source>
        <translation>ルール解除：{module}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{line} {text}</source>
        <translation>{line} {text}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>success</source>
        <extracomment>check result id -&gt; English name (translated in context &quot;Log&quot;)</extracomment>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>critical success</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>critical failure</source>
        <translation>ファンブル</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on</source>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>off</source>
        <translation>オフ</translation>
    </message>
</context>
<context>
    <name>LogExport</name>
    <message>
        <location filename="../../tracker/ui/log_export.py" line="+31"/>
        <source>Combat log</source>
        <translation>戦闘ログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>players&apos; version</source>
        <translation>プレイヤー向け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM version</source>
        <translation>GM向け</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Average turn time</source>
        <translation>手番の平均時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>[hidden] </source>
        <translation>[非公開] </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Now</source>
        <translation>現在</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0}: {1} (turns: {2})</source>
        <translation>{0}：{1}（手番 {2} 回）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Chat log, GM version (*.html)</source>
        <translation>チャットログ・GM向け (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat log, players&apos; version (*.html)</source>
        <translation>チャットログ・プレイヤー向け (*.html)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain text, GM version (*.txt)</source>
        <translation>テキスト・GM向け (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plain text, players&apos; version (*.txt)</source>
        <translation>テキスト・プレイヤー向け (*.txt)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The log could not be written to {0}: {1}</source>
        <translation>ログを {0} に書き出せませんでした：{1}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Export log</source>
        <translation>ログの書き出し</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Log exported: {0}</source>
        <translation>ログを書き出しました：{0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The log is empty.</source>
        <translation>ログは空です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+5"/>
        <source>Archive the log</source>
        <translation>ログの保管</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Log archived in {0} and emptied; Undo brings it back.</source>
        <translation>ログを {0} に保管して空にしました。「元に戻す」で戻せます。</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <location filename="../../tracker/ui/log_view.py" line="+287"/>
        <source>Details</source>
        <extracomment>whether each row was logged in a fight (&quot;R3&quot;) or between fights (&quot;—&quot;)</extracomment>
        <translation>詳細</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the rules steps of the selected entry (or of the latest hit)</source>
        <translation>選んだ項目（または最新の命中）のルール処理手順を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the entries shown to the clipboard</source>
        <translation>表示中の項目をクリップボードにコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the entries of one combatant</source>
        <translation>1人の参加者の項目だけを表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+60"/>
        <source>No rules steps for this entry</source>
        <translation>この項目にはルール処理手順がありません</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+113"/>
        <source>[hidden] </source>
        <translation>[非公開] </translation>
    </message>
    <message>
        <location line="-90"/>
        <source>All combatants</source>
        <translation>全参加者</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tracker/ui/window_docks.py" line="+26"/>
        <source>&lt;start&gt;</source>
        <translation>&lt;開始&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Checks</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat log</source>
        <translation>戦闘ログ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Track plot</source>
        <translation>推移グラフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players&apos; requests</source>
        <translation>プレイヤーの申請</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>{0} plot</source>
        <extracomment>the height the plot&apos;s tab takes while it is shown (a laptop&apos;s log strip is ~120 px: its axis title and legend were cut, issue 43); the log&apos;s height comes back after</extracomment>
        <translation>{0}グラフ</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_actions.py" line="+129"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add a combatant</source>
        <translation>戦闘参加者を追加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Duplicate</source>
        <translation>複製(&amp;D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Duplicate the selected combatant</source>
        <translation>選択した参加者を複製</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Remove the selected combatant</source>
        <translation>選択した参加者を削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Edit stats…</source>
        <translation>能力値を編集(&amp;E)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edit the selected combatant&apos;s stats</source>
        <translation>選択した参加者の能力値を編集</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Enter &amp;hit…</source>
        <translation>命中を入力(&amp;H)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter a hit on the selected combatant</source>
        <translation>選択した参加者への命中を入力</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Move earl&amp;ier</source>
        <translation>手番を前へ(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move earlier in the turn order</source>
        <translation>手番の順番を早める</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Attack roll…</source>
        <translation>命中判定(&amp;A)…</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Move &amp;later</source>
        <translation>手番を後へ(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move later in the turn order</source>
        <translation>手番の順番を遅らせる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll an attack on the selected combatant and enter what it does</source>
        <translation>選択中の戦闘参加者への攻撃を判定し、その結果を入力する</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Next turn</source>
        <translation>次の手番(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End this turn and start the next one</source>
        <translation>この手番を終えて次の手番へ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Previous turn</source>
        <translation>前の手番(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go back one turn</source>
        <translation>1手番戻る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Select &amp;whoever acts</source>
        <translation>手番の参加者を選択(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When the turn passes, select the combatant whose turn it is</source>
        <translation>手番が移ったとき、手番の参加者を選択します</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go to the &amp;checks</source>
        <translation>判定へ移動(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the Checks dock and put the keyboard on its first check</source>
        <translation>判定ドックを表示し、最初の判定にキーボードを移します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>R&amp;oll the first check</source>
        <translation>最初の判定を振る(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the app roll the first check that is due</source>
        <translation>期限の来た最初の判定をアプリが振ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll them a&amp;ll</source>
        <translation>すべて振る(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the app roll every check that is due, oldest first</source>
        <translation>期限の来た判定をすべて、古い順にアプリが振ります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Start combat</source>
        <translation>戦闘開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;End combat</source>
        <translation>戦闘終了(&amp;E)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Player view</source>
        <translation>プレイヤー用画面(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the players&apos; screen</source>
        <translation>プレイヤー用画面を開く</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;hare with players&apos; devices…</source>
        <translation>プレイヤーの端末に共有(&amp;H)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the players&apos; screen on their phones and tablets over the local network</source>
        <translation>ローカルネットワーク経由でプレイヤーのスマートフォンやタブレットにプレイヤー用画面を表示する</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>&amp;New…</source>
        <extracomment>the window&apos;s toolbars (the main one and the kit&apos;s lines, as the quick hit) keep 1 px round their buttons, not the style&apos;s 4: at 1920×1080 at 150 % (1280×720 logical) in Japanese those 6 px under the two toolbars were the 12th roster row&apos;s (issue 43)</extracomment>
        <translation>新規(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start an empty encounter: choose its rules</source>
        <translation>空の戦闘を始める（ルールを選ぶ）</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>R&amp;ules and options…</source>
        <translation>ルールとオプション(&amp;U)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The optional rules of this encounter</source>
        <translation>この戦闘で使うオプションルール</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import characters…</source>
        <translation>キャラクターの読み込み(&amp;I)…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ar&amp;chive the log…</source>
        <translation>ログを保管して空にする(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/character_import.py" line="+21"/>
        <source>This encounter&apos;s rules import no character files.</source>
        <translation>この遭遇のルールでは読み込めるキャラクターファイルがありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Character files ({0})</source>
        <translation>キャラクターファイル（{0}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Not imported: {0} — this encounter&apos;s rules take {1}.</source>
        <translation>読み込みませんでした：{0} — この遭遇のルールで読み込めるのは{1}です。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>The clipboard holds no character these rules can import.</source>
        <translation>クリップボードに、このルールで読み込めるキャラクターがありません。</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_actions.py" line="+4"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/actions.py" line="+136"/>
        <source>{0}: {1}</source>
        <extracomment>one key, or several (a platform&apos;s standard keys with others beside them) the GM window the combatant the action is about (the selected one; a context menu&apos;s own) the QAction property that keeps an action out of Help → Keyboard shortcuts the English source, marked with ``QT_TRANSLATE_NOOP(context, …)`` the owner&apos;s method that runs it, by name; a dotted name reaches a part of the owner (&quot;files.save&quot;, &quot;doc.undo_stack.undo&quot;) its arguments: values, or :class:`Arg` filled in when it is triggered status and tool tip (a source string of the context as well) the menu it is listed in (a key of the table&apos;s menus; &quot;&quot; for none) its group in that menu: a separator comes between groups whether it can be used now (of the owner); None: always whether it is there at all (of the owner: a ruleset without it hides it); None: always for a checkable action: whether it is checked (of the owner), read when it is built checkable actions of one exclusive group share a name whether Help → Keyboard shortcuts lists its keys a freedesktop icon name (QIcon.fromTheme); &quot;&quot; for none &quot;undo&quot; or &quot;redo&quot;: the action follows the owner&apos;s ``doc.undo_stack`` the translation context of its text and tip</extracomment>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_actions.py" line="+9"/>
        <source>Add &amp;combatant…</source>
        <translation>参加者を追加(&amp;C)…</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Ad&amp;vance time…</source>
        <translation>時間を進める(&amp;V)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Let time pass on the calendar: minutes, hours or days</source>
        <translation>暦の時間を進める：分・時間・日単位</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Add characters from the character files of this encounter&apos;s rules</source>
        <translation>この遭遇のルールのキャラクターファイルからキャラクターを追加</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>E&amp;xport log…</source>
        <translation>ログを書き出す(&amp;X)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the combat log as a chat-log page or text, the GM&apos;s or the players&apos; version</source>
        <translation>戦闘ログをチャットログ風のページまたはテキストで保存します（GM向け／プレイヤー向け）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write the combat log to a file, then empty it (undo brings it back): a long campaign&apos;s log keeps the encounter file small enough to save</source>
        <translation>戦闘ログをファイルに書き出してから空にします（元に戻せます）。長いキャンペーンでも遭遇ファイルを保存できる大きさに保てます</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>&amp;Roll line</source>
        <translation>ダイスコマンド入力(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a BCDice command to roll (CCB&lt;=60, 2D6+1…)</source>
        <translation>BCDiceのコマンドを入力して振る（CCB&lt;=60、2D6+1…）</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>&amp;About</source>
        <translation>このアプリについて(&amp;A)</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every keyboard shortcut of this window</source>
        <translation>このウィンドウのキーボードショートカットの一覧</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>&amp;File</source>
        <extracomment>the menu bar, in order: key -&gt; title (the Selected menu and File → Library are their parts&apos; own: tracker/ui/group_actions.py, tracker/ui/library_window.py)</extracomment>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Open &amp;Recent</source>
        <extracomment>submenus: key -&gt; title</extracomment>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;demo</source>
        <translation>デモを開く(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_files.py" line="+39"/>
        <source>Open the bundled demo fight of these rules</source>
        <translation>このルールの付属デモ戦闘を開く</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_actions.py" line="-8"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Combat</source>
        <translation>戦闘(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Theme</source>
        <translation>テーマ(&amp;T)</translation>
    </message>
    <message>
        <location line="+137"/>
        <source>&amp;System</source>
        <translation>システムに合わせる(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location line="-150"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/main_window.py" line="+385"/>
        <source>That part is small on the card: click it on the large figure, or press Enter</source>
        <extracomment>kept for callers that took it from here the selected combatant changed (its id, or None) the window has begun painting its first frame (once) the selection follows the turn (the GM&apos;s preference, Combat menu) the page on the players&apos; devices (tracker.ui.share.Sharing), once the GM opened it the ruleset&apos;s own docks (GURPS: recovery timers), rebuilt when the ruleset changes the ruleset&apos;s entries of the window&apos;s menus (:meth:`_make_kit_actions`) what the action table runs (tracker/ui/window_commands.py) the docks are where the GM left them (restored settings) ruleset id -&gt; File → Open demo → that ruleset&apos;s bundled demo encounter</extracomment>
        <translation>カードではその部位が小さすぎます：大きな人物像でクリックするか、Enterを押してください</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/character_import.py" line="-30"/>
        <source>Import characters</source>
        <translation>キャラクターの読み込み</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_commands.py" line="+35"/>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Remove {0}</source>
        <translation>{0}を削除</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/roster_model.py" line="+369"/>
        <location filename="../../tracker/ui/window_commands.py" line="+7"/>
        <source>Reorder</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_commands.py" line="+27"/>
        <source>Next turn</source>
        <translation>次の手番</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Previous turn</source>
        <translation>前の手番</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start combat</source>
        <translation>戦闘開始</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>About Combat Tracker</source>
        <translation>戦闘トラッカーについて</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A combat tracker for tabletop RPG game masters.</source>
        <translation>テーブルトークRPGのGMのための戦闘管理ツールです。</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/main_window.py" line="+87"/>
        <source>Not possible</source>
        <translation>実行できません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No combatants — add one to start.</source>
        <translation>参加者がいません — 追加してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {0} — {1}&apos;s turn</source>
        <translation>第{0}ラウンド — {1}の手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of combat</source>
        <translation>戦闘外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of combat — day {0}, {1}</source>
        <translation>戦闘外 — {0}日目 {1}</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/window_commands.py" line="-27"/>
        <source>Rules and options</source>
        <translation>ルールとオプション</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/main_window.py" line="+17"/>
        <source>Untitled encounter</source>
        <translation>無題の戦闘</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}{1} — {2}</source>
        <translation>{0}{1} — {2}</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../../tracker/ui/options_text.py" line="+20"/>
        <source>Accept owed rolls from seats automatically</source>
        <extracomment>the core&apos;s own options (``CORE_OPTIONS``), for pyside6-lupdate (a test checks they match)</extracomment>
        <translation>席からの必要な判定を自動で承認する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checks and defenses the app rolls for a player&apos;s phone; never declarations, never dice a player typed</source>
        <translation>プレイヤーの端末からの判定と防御のうち、アプリがダイスを振るもの。行動宣言と、プレイヤーが自分で入力したダイス目は対象外</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn timer</source>
        <translation>手番タイマー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shows how many seconds of real time the current turn has taken, on the GM&apos;s window and the players&apos; screens, and each combatant&apos;s average turn in the log export. Game time never runs by it.</source>
        <translation>現在の手番にかかった実時間（秒）をGMのウィンドウとプレイヤー画面に表示し、ログの書き出しに参加者ごとの手番の平均時間を載せます。ゲーム内の時間はこれでは進みません。</translation>
    </message>
</context>
<context>
    <name>PlayerView</name>
    <message>
        <location filename="../../tracker/ui/player_view.py" line="+93"/>
        <source>unhurt</source>
        <extracomment>&quot;Now:&quot; while nobody the players may see has acted yet in this fight colours per theme; the dark theme is the high-contrast default for a TV across the table</extracomment>
        <translation>無傷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>wounded</source>
        <translation>負傷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>badly wounded</source>
        <translation>重傷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>collapsing</source>
        <translation>気絶寸前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>down</source>
        <translation>気絶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Wounds</source>
        <extracomment>an empty header line that keeps its height (a no-break space) cards built in one go; a larger encounter&apos;s others follow, a batch per event-loop turn a card&apos;s size at metrics factor 1 (content is laid out to fit it) how much larger than the chosen scale card contents may grow to fill free space the tracks besides HP the GM shows (CoC: SAN of an investigator)</extracomment>
        <translation>負傷</translation>
    </message>
    <message>
        <location line="+81"/>
        <location line="+497"/>
        <location filename="../../tracker/ui/web_labels.py" line="+27"/>
        <source>Players&apos; view — {0}</source>
        <translation>プレイヤー用画面 — {0}</translation>
    </message>
    <message>
        <location line="-437"/>
        <location line="+439"/>
        <location filename="../../tracker/ui/web_labels.py" line="+5"/>
        <source>Waiting for the fight…</source>
        <extracomment>the view drawn (the encounter&apos;s one feed decides what players see and when) what the ruleset lets the players know of the world (the moon, the weather)</extracomment>
        <translation>戦闘開始を待っています…</translation>
    </message>
    <message>
        <location line="-401"/>
        <location line="+26"/>
        <source>Full screen</source>
        <translation>全画面</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+25"/>
        <source>Leave full screen</source>
        <translation>全画面を解除</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Larger</source>
        <translation>拡大</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Smaller</source>
        <translation>縮小</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Normal size</source>
        <translation>標準サイズ</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+22"/>
        <source>Show controls</source>
        <translation>操作バーを表示</translation>
    </message>
    <message>
        <location line="-9"/>
        <location filename="../../tracker/ui/web_labels.py" line="+1"/>
        <source>Dark (high contrast)</source>
        <translation>ダーク（高コントラスト）</translation>
    </message>
    <message>
        <location line="+0"/>
        <location filename="../../tracker/ui/web_labels.py" line="+1"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Screen:</source>
        <translation>画面:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme:</source>
        <translation>テーマ:</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Hide controls</source>
        <translation>操作バーを隠す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hide this bar (right-click the window or press Ctrl+T to get it back)</source>
        <translation>このバーを隠す（ウィンドウを右クリックするかCtrl+Tで戻せます）</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>{0}: {1} ({2}×{3})</source>
        <translation>{0}: {1} ({2}×{3})</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+10"/>
        <source>Screen</source>
        <translation>画面</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <location line="+268"/>
        <location filename="../../tracker/ui/web_labels.py" line="-3"/>
        <source>Out of combat</source>
        <translation>戦闘外</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../tracker/ui/web_labels.py" line="-3"/>
        <source>Round {0}</source>
        <translation>第{0}ラウンド</translation>
    </message>
    <message>
        <location line="+15"/>
        <location filename="../../tracker/ui/web_labels.py" line="+1"/>
        <source>Now: {0}</source>
        <translation>現在：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../tracker/ui/web_labels.py" line="+1"/>
        <source>Next: {0}</source>
        <translation>次：{0}</translation>
    </message>
</context>
<context>
    <name>PlotView</name>
    <message>
        <location filename="../../tracker/ui/plot_view.py" line="+272"/>
        <source>Reference lines for:</source>
        <extracomment>the first ten colours: well apart from each other (Tableau 10)</extracomment>
        <translation>基準線:</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>{0} (solid) · {1} (dashed)</source>
        <translation>{0}（実線）・{1}（破線）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw the reference lines for this combatant</source>
        <translation>この参加者の基準線を描く</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/files_controller.py" line="-35"/>
        <source>The tracker did not close normally. Restore the encounter “{0}” as it was after its last action (%n action(s) recorded)?</source>
        <translation>
            <numerusform>トラッカーは正常に終了しませんでした。遭遇「{0}」を最後の操作の直後の状態に復元しますか？（記録された操作：%n件）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RequestsDock</name>
    <message>
        <location filename="../../tracker/ui/requests_dock.py" line="+35"/>
        <source>Who</source>
        <translation>誰</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Asks</source>
        <translation>申請</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When</source>
        <translation>時刻</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Accept</source>
        <translation>承認(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the request as you would have (one undo step)</source>
        <translation>あなたが入力したのと同じように実行します（元に戻すは1回）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edi&amp;t…</source>
        <translation>編集(&amp;T)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the usual entry filled in; the request is accepted when you apply it there</source>
        <translation>いつもの入力画面を申請の内容で開きます。そこで適用すると承認になります</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Refuse…</source>
        <translation>却下(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refuse it, with a reason only that player sees</source>
        <translation>却下します。理由はそのプレイヤーだけに届きます</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{0} s ago</source>
        <translation>{0}秒前</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defense</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Declares</source>
        <translation>宣言</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>This request cannot run now: {0}</source>
        <translation>この申請は今は実行できません：{0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This request has no entry to edit it in: accept or refuse it.</source>
        <translation>この申請を編集する画面はありません。承認か却下をしてください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Refuse</source>
        <translation>却下</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reason (only this player sees it; may be empty):</source>
        <translation>理由（このプレイヤーだけに届きます。空でもかまいません）：</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/seats.py" line="+139"/>
        <source>Accept owed rolls from seats automatically</source>
        <extracomment>the key under which an older version kept the automatic option with a file&apos;s seats (now the encounter&apos;s option ``seats_auto_accept``, in the file): skipped, never read a request arrived (emitted on the server&apos;s thread: connect queued or auto) the list of requests changed (arrived, accepted, refused, undone) a request applied in a dialog, waiting for its undo step (see await_step) seat token -&gt; the dialog waiting for its defense (tracker.ui.seat_ask)</extracomment>
        <translation>席からの必要な判定を自動で承認する</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Accept {0}&apos;s request</source>
        <translation>{0}の申請を承認</translation>
    </message>
</context>
<context>
    <name>RollLine</name>
    <message>
        <location filename="../../tracker/ui/roll_line.py" line="+50"/>
        <source>Roll: {0} (Ctrl+L)</source>
        <extracomment>a command was rolled: its RollResult the combatant chosen in the window, whose sheet fills {SAN}, {STR} … (set by it) the seat whose roll request the line was filled with (Players&apos; requests → Edit): its next roll is logged from that seat&apos;s device</extracomment>
        <translation>ダイス：{0}（Ctrl+L）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A BCDice command (CCB&lt;=60, 2D6+1, 4D6KH3, 3B6&gt;=4, 2R6[5], C(10/2), choice[A,B], D66, x3 CCB&lt;=50 …), rolled with the encounter&apos;s dice and logged as BCDice writes it, with the outcome class; S in front: a secret roll (GM only). Up/Down: earlier lines.</source>
        <translation>BCDiceのコマンド（CCB&lt;=60、2D6+1、4D6KH3、3B6&gt;=4、2R6[5]、C(10/2)、choice[A,B]、D66、x3 CCB&lt;=50 など）。遭遇のダイスで振り、BCDiceと同じ文と判定結果をログに残します。先頭にS：シークレットダイス（GMのみ）。↑/↓：以前の入力。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll line</source>
        <translation>ダイスコマンド入力</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Roll {0}</source>
        <translation>ダイス {0}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Pasted result {0}</source>
        <translation>貼り付けた結果 {0}</translation>
    </message>
</context>
<context>
    <name>Rolls</name>
    <message>
        <location filename="../../tracker/ui/paste_rolls.py" line="+26"/>
        <source>Taken from the pasted result: {0} → {1}</source>
        <translation>貼り付けた結果から取りました：{0} → {1}</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/roll_text.py" line="+16"/>
        <source>&apos;{0}&apos; is not a dice command (like CCB&lt;=60, RES(12-10), CBR(50,70), 2D6+1, 4D6KH3, 3B6&gt;=4, C(10/2) or choice[A,B]).</source>
        <translation>「{0}」はダイスコマンドではありません（CCB&lt;=60、RES(12-10)、CBR(50,70)、2D6+1、4D6KH3、3B6&gt;=4、C(10/2)、choice[A,B] など）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A command rolls at most {0} dice in all.</source>
        <translation>1回のコマンドで振れるダイスは合計{0}個までです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A command is at most {0} characters.</source>
        <translation>コマンドは{0}文字までです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{{{0}}} names nothing on {1}&apos;s sheet (a characteristic, HP, MP, SAN, DB or a skill).</source>
        <translation>{{{0}}} は{1}のシートにありません（能力値、HP、MP、SAN、DB、技能のどれか）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Choose a combatant: its sheet fills the {…} references.</source>
        <translation>キャラクターを選んでください：{…} はそのシートの値で埋めます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No dice result in the pasted text (like &apos;(1D100&lt;=60) ＞ 23 ＞ 成功&apos;).</source>
        <translation>貼り付けた文にダイスの結果がありません（「(1D100&lt;=60) ＞ 23 ＞ 成功」のような）。</translation>
    </message>
</context>
<context>
    <name>Roster</name>
    <message>
        <location filename="../../tracker/ui/roster_model.py" line="-306"/>
        <source>{0} rd</source>
        <extracomment>columns: name, side, the ruleset&apos;s tracks (bars), conditions, then the kit&apos;s own; in a GURPS encounter that is name, side, HP, FP, conditions, crippled/lost (these constants) custom role: (current, max) for the HP/FP bar delegate custom role: the combatant id of the row the roles :meth:`RosterModel.data` answers the roles that show a track&apos;s numbers (the others need not compute them)</extracomment>
        <translation>{0}R</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <location line="+160"/>
        <source>Name</source>
        <extracomment>the core&apos;s conditions -&gt; (badge colour, letter): a glanceable icon beside the condition text; a ruleset&apos;s own badges are in its words file (:attr:`Words.badges`) what a dragged roster row carries: its turn-order position a row was dragged to another place (the combatant&apos;s id)</extracomment>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{0} {1} of {2}</source>
        <translation>{0} {1}（最大{2}）</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>Conditions</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../tracker/ui/options_dialog.py" line="+87"/>
        <source>New encounter</source>
        <translation>新しい戦闘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules and options</source>
        <translation>ルールとオプション</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Untitled encounter</source>
        <translation>無題の戦闘</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preset:</source>
        <translation>プリセット(&amp;P)：</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>(as chosen below)</source>
        <translation>（下で選んだとおり）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Options of the encounter</source>
        <translation>遭遇のオプション</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Options of the rules</source>
        <translation>ルールのオプション</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>These rules have no options.</source>
        <translation>このルールにはオプションがありません。</translation>
    </message>
</context>
<context>
    <name>SeatAsk</name>
    <message>
        <location filename="../../tracker/ui/seat_ask.py" line="+46"/>
        <source>Ask {0}&apos;s phone</source>
        <translation>{0}の端末に聞く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The player chooses the defense on their phone; the answer fills this dialog in, and you apply it</source>
        <translation>プレイヤーが端末で防御を選びます。答えがこのダイアログに入り、あなたが適用します</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} answered</source>
        <translation>{0}が答えました</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Waiting for {0}…</source>
        <translation>{0}の答えを待っています…</translation>
    </message>
</context>
<context>
    <name>SeatPage</name>
    <message>
        <location filename="../../tracker/ui/seat_labels.py" line="+19"/>
        <source>You are {0}</source>
        <translation>あなたは{0}です</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn!</source>
        <translation>あなたの手番です！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} attacks you: how do you defend?</source>
        <translation>{0}があなたを攻撃しました。どう防御しますか？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An unseen foe</source>
        <translation>見えない敵</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rolls you owe</source>
        <translation>振るべき判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+29"/>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Or type your own dice</source>
        <translation>または自分で振った出目を入力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send</source>
        <translation>送る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare your action</source>
        <translation>行動を宣言</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dice command</source>
        <translation>ダイスコマンド</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Secret (GM only)</source>
        <translation>シークレット（GMのみ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your requests</source>
        <translation>あなたの申請</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for the GM</source>
        <translation>GMの確認待ち</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accepted</source>
        <translation>承認</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Refused</source>
        <translation>却下</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dropped</source>
        <translation>取り消し</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Undone</source>
        <translation>元に戻された</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The GM closed this seat. Ask for a new code.</source>
        <translation>GMがこの席を閉じました。新しいコードをもらってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No defense</source>
        <translation>防御しない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check</source>
        <translation>判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defense</source>
        <translation>防御</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declaration</source>
        <translation>宣言</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rolled {0}</source>
        <translation>出目{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>miss</source>
        <translation>外れ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>success</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not possible now.</source>
        <translation>今はできません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many requests: wait a few seconds.</source>
        <translation>申請が多すぎます。数秒待ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Too many requests are waiting for the GM.</source>
        <translation>GMの確認待ちの申請が多すぎます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This request cannot be read.</source>
        <translation>この申請は読み取れません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Requests must be sent as JSON.</source>
        <translation>申請はJSONで送ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This request is too large.</source>
        <translation>この申請は大きすぎます。</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <location filename="../../tracker/ui/seats_dialog.py" line="+31"/>
        <source>&amp;Seats…</source>
        <translation>席(&amp;S)…</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Seats for the players&apos; phones</source>
        <translation>プレイヤーの端末の席</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give each player the code of their character: their phone can then roll, declare and defend for it. Nothing happens until you accept the request in the Players&apos; requests dock.</source>
        <translation>各プレイヤーに自分のキャラクターのコードを渡してください。その端末からダイスを振り、行動を宣言し、防御できます。「プレイヤーの申請」ドックであなたが承認するまで何も起きません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Accept owed rolls from seats automatically</source>
        <translation>席からの必要な判定を自動で承認する</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checks and defenses the app rolls; never declarations, never dice a player typed</source>
        <translation>アプリが振る判定と防御だけ。宣言やプレイヤーが入力した出目は自動承認しません</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Print sheet…</source>
        <translation>シートを印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Start sharing first: a seat&apos;s link is the page&apos;s address.</source>
        <translation>先に共有を開始してください。席のリンクはページのアドレスです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Revoke</source>
        <translation>取り消す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open a seat</source>
        <translation>席を開く</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Scan your character&apos;s code</source>
        <translation>自分のキャラクターのコードを読み取ってください</translation>
    </message>
</context>
<context>
    <name>ShareDialog</name>
    <message>
        <location filename="../../tracker/ui/share.py" line="+191"/>
        <source>Share with players&apos; devices</source>
        <extracomment>emitted when sharing starts or stops the encounter&apos;s file (None: not saved yet), whose link is kept the link of an encounter not saved yet: kept while the app runs the view last sent (the encounter&apos;s one feed decides what players see)</extracomment>
        <translation>プレイヤーの端末に共有</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players on the same network open this address (or scan the code) to follow the fight on their phones. They see what the players&apos; view shows, nothing more, and can change nothing.</source>
        <translation>同じネットワークにいるプレイヤーは、このアドレスを開く（またはコードを読み取る）と、スマートフォンで戦闘を追えます。見えるのはプレイヤー用画面と同じ内容だけで、何も変更できません。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Listen on:</source>
        <translation>待ち受けアドレス：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Port:</source>
        <translation>ポート：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start sharing</source>
        <translation>共有を開始</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New link</source>
        <translation>新しいリンク</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Make a new address: the old one stops working at once, and its devices must scan the new code.</source>
        <translation>新しいアドレスを作ります。古いアドレスはすぐに使えなくなり、その端末は新しいコードを読み取り直す必要があります。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>{0} (this computer only)</source>
        <translation>{0}（このコンピューターのみ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (all networks of this computer)</source>
        <translation>{0}（このコンピューターのすべてのネットワーク）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (local network)</source>
        <translation>{0}（ローカルネットワーク）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot share on {0}:{1}: {2}. Choose another port or address.</source>
        <translation>{0}:{1} で共有できません：{2}。別のポートかアドレスを選んでください。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not sharing.</source>
        <translation>共有していません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Sharing. Devices watching: {0}</source>
        <translation>共有中。閲覧中の端末：{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Off: nothing is served.</source>
        <translation>停止中：何も配信していません。</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <location filename="../../tracker/ui/shortcuts_dialog.py" line="+61"/>
        <source>Keyboard shortcuts</source>
        <extracomment>a Japanese mnemonic in brackets after the text (&quot;(&amp;S)&quot;)</extracomment>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Menu</source>
        <translation>メニュー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
</context>
<context>
    <name>Side</name>
    <message>
        <location filename="../../tracker/ui/explain_text.py" line="-132"/>
        <source>PC</source>
        <extracomment>combatant side -&gt; English name (context &quot;Side&quot;)</extracomment>
        <translation>PC</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ally</source>
        <translation>味方</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enemy</source>
        <translation>敵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
</context>
<context>
    <name>TrackerApp</name>
    <message>
        <location filename="../../tracker/ui/app.py" line="+102"/>
        <source>Autosave is off: the recovery folder could not be created ({0}). Save the encounter to a file from time to time.</source>
        <extracomment>the demo is still to come (nothing restored or opened in its place) why autosave is off, to say once the window is there called once the window&apos;s first frame is on screen, before the demo comes</extracomment>
        <translation>自動保存は無効です：復旧用フォルダーを作成できませんでした（{0}）。ときどき遭遇をファイルに保存してください。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Autosave is off</source>
        <translation>自動保存は無効です</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>The translation could not be loaded.</source>
        <translation>翻訳を読み込めませんでした。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Something went wrong: {0}. The encounter is safe; save it to a file if this happens again.</source>
        <translation>問題が発生しました：{0}。遭遇は保護されています。再び起きるようならファイルに保存してください。</translation>
    </message>
</context>
<context>
    <name>TurnClock</name>
    <message>
        <location filename="../../tracker/ui/turn_clock.py" line="+18"/>
        <location filename="../../tracker/ui/web_labels.py" line="+12"/>
        <source>Turn {0}</source>
        <translation>手番 {0}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Real time the current turn has taken (the turn timer: Combat → Rules and options)</source>
        <translation>現在の手番にかかった実時間（手番タイマー：［戦闘］→［ルールとオプション］）</translation>
    </message>
</context>
<context>
    <name>VisibilityPanel</name>
    <message>
        <location filename="../../tracker/ui/visibility_panel.py" line="+36"/>
        <source>Shown to players</source>
        <translation>プレイヤーに表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this combatant on the players&apos; screen</source>
        <translation>この参加者をプレイヤー用画面に表示</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Exact</source>
        <translation>正確</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Band (one word)</source>
        <translation>段階（一語）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+107"/>
        <source>Hidden</source>
        <translation>非表示</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>The name the players see (empty: the real name)</source>
        <extracomment>track id -&gt; the combo of a track other than HP (CoC: MP, SAN), per the ruleset</extracomment>
        <translation>プレイヤーに見える名前（空欄なら本名）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reveal</source>
        <translation>正体を明かす</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show this combatant to the players under its real name</source>
        <translation>この参加者を本名でプレイヤーに見せる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alias:</source>
        <translation>別名:</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Reveal to players</source>
        <translation>プレイヤーに正体を明かす</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/hidden_eye.py" line="+9"/>
        <location filename="../../tracker/ui/visibility_panel.py" line="+8"/>
        <source>Show to players</source>
        <translation>プレイヤーに表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../tracker/ui/visibility_panel.py" line="+1"/>
        <source>Hide from players</source>
        <translation>プレイヤーから隠す</translation>
    </message>
    <message>
        <location filename="../../tracker/ui/visibility_panel.py" line="+17"/>
        <source>Set alias</source>
        <translation>別名を設定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear alias</source>
        <translation>別名を消去</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Exact: &quot;{0} 7/12&quot;. Band: one word such as &quot;wounded&quot;. Hidden: none of it.</source>
        <translation>正確：「{0} 7/12」。段階：「負傷」などの一語。非表示：{0}を一切出さない。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Shown</source>
        <translation>表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Whether the players&apos; screen shows {0}</source>
        <translation>プレイヤー画面に{0}を表示するか</translation>
    </message>
    <message>
        <location line="-24"/>
        <location line="+27"/>
        <source>{0} display:</source>
        <translation>{0}の表示：</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+64"/>
        <source>Change {0} display</source>
        <translation>{0}の表示を変更</translation>
    </message>
</context>
<context>
    <name>WebPage</name>
    <message>
        <location filename="../../tracker/ui/web_labels.py" line="-7"/>
        <source>The GM stopped sharing.</source>
        <translation>GMが共有を終了しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost — reconnecting…</source>
        <translation>接続が切れました — 再接続中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link is no longer valid. Scan the code on the GM&apos;s screen again.</source>
        <translation>このリンクはもう使えません。GMの画面のコードをもう一度読み取ってください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crippled: {0}</source>
        <translation>使用不能：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost: {0}</source>
        <translation>喪失：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
</context>
</TS>
