<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AidDialog</name>
    <message>
        <location filename="../kit/small_dialogs.py" line="+100"/>
        <source>First aid for {0}</source>
        <translation>{0}の応急手当</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>{0} HP — {1}: not a wound first aid can treat</source>
        <translation>負傷 {0}点 — {1}：手当できる負傷ではない</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} HP — treated</source>
        <translation>負傷 {0}点 — 手当済み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} HP — untreated</source>
        <translation>負傷 {0}点 — 未手当</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The d100 (— : the app rolls it)</source>
        <translation>d100の出目（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The 1d3 healed (— : the app rolls it)</source>
        <translation>回復する1d3（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Who treats:</source>
        <translation>手当する人(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Skill:</source>
        <translation>技能(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d&amp;100:</source>
        <translation>d100(&amp;1)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1d&amp;3 healed:</source>
        <translation>回復1d3(&amp;3)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wounds (one first aid each, C9):</source>
        <translation>負傷（1つにつき手当は1回、C9）：</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No untreated wound to treat.</source>
        <translation>手当できる未手当の負傷がありません。</translation>
    </message>
</context>
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../kit/attack_dialog.py" line="+151"/>
        <source>Roll</source>
        <extracomment>(dodger, attacker) of the counterattack offered after a critical dodge (R18)</extracomment>
        <translation>振る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll d100 here (or type your own roll)</source>
        <translation>ここでd100を振る（自分の出目を入力してもよい）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Martial arts or 武道 rolled together with an unarmed attack: success doubles its dice (C11)</source>
        <translation>素手の攻撃と組み合わせて振るマーシャルアーツまたは武道：成功すれば技能のダメージが二倍（C11）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hands and feet free</source>
        <translation>両手両足が自由</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Declare a &amp;knockout (C7)</source>
        <translation>ノックアウトを宣言(&amp;K)（C7）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+610"/>
        <source>Fist, kick, grapple, head-butt or a blunt weapon; declared before the roll</source>
        <translation>こぶし、キック、組み付き、頭突き、鈍器のみ。攻撃ロールの前に宣言</translation>
    </message>
    <message>
        <location line="-607"/>
        <source>A 武道 technique (C11): only those the attacker may use here are offered</source>
        <translation>武道の技（C11）：攻撃者がここで使えるものだけを示す</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two-legged humanoid</source>
        <translation>二足歩行の人型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salto throws a human, or a two-legged humanoid creature of SIZ 18 or less</source>
        <translation>サルトは人間か、SIZ18以下の二足歩行の人型クリーチャーを投げる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no wall behind</source>
        <translation>後方に壁なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a hard wall within 3 m</source>
        <translation>後方3m以内に固い壁</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unclear: a special roll decides</source>
        <translation>曖昧：スペシャル以下の出目で判断</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>falling: 1d6</source>
        <translation>落下：1d6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salto from a height adds falling damage</source>
        <translation>高所から投げ落とすと落下ダメージが加わる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Surprise attack (C13)</source>
        <translation>奇襲(&amp;S)（C13）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The keeper&apos;s secret roll let the surprise through: a hit cannot be dodged</source>
        <translation>KPのシークレットダイスで奇襲が成立：命中すれば回避不可</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Counterattack after a critical dodge (R18)</source>
        <translation>回避のクリティカルによるカウンター（R18）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outside the turn order: it spends no action, and is allowed after acting</source>
        <translation>行動順の外：行動を使わず、このラウンドすでに行動していてもできる</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The attack&apos;s d100 (— : the app rolls it)</source>
        <translation>攻撃のd100（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;None</source>
        <translation>なし(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dodge</source>
        <translation>回避(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parry with</source>
        <translation>受け流し(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Cover by</source>
        <translation>かばう(&amp;C)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The defense&apos;s d100 (— : the app rolls it)</source>
        <translation>防御のd100（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the dodge fails, the one chosen under Cover by covers (R15)</source>
        <translation>回避に失敗したら「かばう」で選んだ人がかばう（R15）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cover&apos;s DEX×5 d100 after a failed dodge (— : the app rolls it)</source>
        <translation>回避失敗後のかばうのDEX×5のd100（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The knockout&apos;s resistance roll (— : the app rolls it)</source>
        <translation>ノックアウトの対抗ロール（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>faces (7 4 2) or a total; empty: the app rolls</source>
        <translation>出目（7 4 2）または合計。空欄：アプリが振る</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>How the attack is resolved</source>
        <translation>攻撃の解決手順</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+638"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="-636"/>
        <source>Counte&amp;rattack</source>
        <translation>カウンター(&amp;R)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A&amp;ttacker:</source>
        <translation>攻撃者(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tar&amp;get:</source>
        <translation>対象(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weapon:</source>
        <translation>武器(&amp;W)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Co&amp;mbined with:</source>
        <translation>組み合わせ(&amp;M)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Technique rolls:</source>
        <translation>技のロール：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>d&amp;100:</source>
        <translation>d100(&amp;1)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The defender&apos;s answer</source>
        <translation>防御側の対応</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Defense d100:</source>
        <translation>防御のd100：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cover d100:</source>
        <translation>かばうのd100：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Knockout roll:</source>
        <translation>ノックアウト判定：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Damage:</source>
        <translation>ダメージ：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step by step:</source>
        <translation>処理手順:</translation>
    </message>
    <message>
        <location line="+59"/>
        <location line="+27"/>
        <source>Attack on {0}</source>
        <extracomment>the tooltips of the declarations, shown while they may still be changed</extracomment>
        <translation>{0}への攻撃</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>{0} — {1}%, {2}</source>
        <translation>{0} — {1}%、{2}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(broken)</source>
        <translation>（破損）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>({0}/{1} rounds)</source>
        <translation>（残弾{0}／{1}）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>(nothing)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The target&apos;s CON×5 against being knocked out (— : the app rolls it)</source>
        <translation>対象のノックアウト判定CON×5（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target&apos;s DEX×5 against falling (— : the app rolls it)</source>
        <translation>対象の転倒判定DEX×5（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Then its CON×5 against being knocked out (— : the app rolls it)</source>
        <translation>続いてノックアウト判定CON×5（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target&apos;s 武道 (striking) or MA roll to see through the feint (— : the app rolls it)</source>
        <translation>フェイントを見破る対象の武道（立技系）またはMAのロール（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{0} (DEX×5 {1}; has acted)</source>
        <translation>{0}（DEX×5 {1}、行動済み）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} (DEX×5 {1})</source>
        <translation>{0}（DEX×5 {1}）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Bullets can be neither dodged nor parried (R4, R10)</source>
        <translation>弾丸は回避も受け流しもできない（R4、R10）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0}% (dodge {1} this round)</source>
        <translation>{0}%（このラウンド{1}回目の回避）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}%</source>
        <translation>{0}%</translation>
    </message>
    <message>
        <location line="+140"/>
        <source>Type the d100 (or press Roll) before the damage: the damage dice depend on it (R20).</source>
        <translation>ダメージより先にd100を入力する（または「振る」を押す）：ダメージのダイスはd100で決まる（R20）。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Damage: known once the d100 is rolled</source>
        <translation>ダメージ：d100を振ってから分かる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The d100 is rolled on Apply, or type it or press Roll: declare a knockout (C7), martial arts, a technique or surprise first (R20).</source>
        <translation>d100は適用時に振る（入力するか「振る」を押してもよい）：ノックアウト（C7）、マーシャルアーツ・武道の組み合わせ、技、奇襲は先に宣言する（R20）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Formula: {0}</source>
        <translation>ダメージ式：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No damage: the attack missed</source>
        <translation>ダメージなし：攻撃は外れた</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Nothing to ask: the attack cannot be made</source>
        <translation>尋ねることはありません：この攻撃はできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missed: nothing to ask (Apply it)</source>
        <translation>外れ：尋ねることはありません（適用してください）</translation>
    </message>
    <message>
        <location line="+118"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Critical dodge: {0} may counterattack {1} at once, outside the turn order (R18).</source>
        <translation>回避のクリティカル：{0}は今すぐ、行動順の外で{1}にカウンターできる（R18）。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Counterattack on {0}</source>
        <translation>{0}へのカウンター</translation>
    </message>
    <message>
        <location line="-195"/>
        <source>Not a number: type the dice faces or a total.</source>
        <translation>数値ではありません：ダイスの出目か合計を入力してください。</translation>
    </message>
    <message>
        <location line="-482"/>
        <source>R&amp;oll damage</source>
        <translation>ダメージを振る(&amp;O)</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Tec&amp;hnique:</source>
        <translation>技(&amp;H)：</translation>
    </message>
    <message>
        <location line="+444"/>
        <source>against {0}%</source>
        <translation>{0}%に対して</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Rolls left empty are rolled by the app as shown.</source>
        <translation>空欄のロールは表示のとおりアプリが振ります。</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Declared before the roll (C7): clear the d100 to change it</source>
        <translation>ロールより先に宣言する（C7）：変えるにはd100を消す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Declared before the roll (R20): clear the d100 to change it</source>
        <translation>ロールより先に宣言する（R20）：変えるにはd100を消す</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Only right after a critical dodge, by the dodger against that attacker (R18)</source>
        <translation>回避のクリティカルの直後に、回避した者がその攻撃者に対してのみ（R18）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>(d100 {0} against {1}%)</source>
        <translation>（d100 {0}、成功率{1}%）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}: d100 {1} against {2}% → {3}</source>
        <translation>{0}：d100 {1}、成功率{2}% → {3}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} is not possible</source>
        <translation>{0}はできない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damage {0}: rolled {1}</source>
        <translation>ダメージ {0}：出目 {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}: {1} damage, HP {2} → {3}</source>
        <translation>{0}：{1}ダメージ、耐久力 {2} → {3}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>death clock</source>
        <translation>死亡期限</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>shock roll CON×5</source>
        <translation>ショック判定 CON×5</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>{0} counterattacks {1}</source>
        <translation>{0}が{1}にカウンター</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} attacks {1}</source>
        <translation>{0}が{1}を攻撃</translation>
    </message>
</context>
<context>
    <name>BreakAwayDialog</name>
    <message>
        <location filename="../kit/small_dialogs.py" line="+104"/>
        <source>{0} breaks away</source>
        <translation>{0}が距離を離す</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The DEX contest&apos;s d100 (— : the app rolls it)</source>
        <translation>DEX対抗のd100（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>DEX {0} against {1}&apos;s DEX {2}: {3}%</source>
        <translation>DEX {0} 対 {1}のDEX {2}：{3}%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>d&amp;100:</source>
        <translation>d100(&amp;1)：</translation>
    </message>
</context>
<context>
    <name>CcfoliaImport</name>
    <message>
        <location filename="../kit/ccfolia_dialog.py" line="+62"/>
        <source>HP max {value} differs from {derived} = (CON {con} + SIZ {siz}) ÷ 2 rounded up: kept as an override</source>
        <translation>耐久力の最大値{value}が{derived} = (CON {con} + SIZ {siz}) ÷ 2（端数切り上げ）と違います：上書きとして残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MP max {value} differs from {derived} = POW: kept as an override</source>
        <translation>MPの最大値{value}が{derived} = POWと違います：上書きとして残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SAN max {value} differs from {derived} = 99 − {mythos} (Cthulhu Mythos): kept as an override</source>
        <translation>正気度の最大値{value}が{derived} = 99 − {mythos}（クトゥルフ神話）と違います：上書きとして残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DB {value} differs from {derived} (STR+SIZ = {total}): kept as an override</source>
        <translation>ダメージボーナス{value}が{derived}（STR+SIZ = {total}）と違います：上書きとして残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value} is not a 6th-edition skill: kept as a skill of its own</source>
        <translation>{value}は第6版の技能にありません：独自の技能として残します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value} does not say its style: read as {skill} (a guess: check it in the sheet editor)</source>
        <translation>{value} は流派を書いていません：{skill} と読みました（推測です。シート編集で確かめてください）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value}: a {{…}} in it names no param or status of the piece: skipped</source>
        <translation>{value}：{{…}}が駒のパラメータにもステータスにもありません：読み飛ばしました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value}: the skill this weapon is rolled with is not known: set its skill and class (until then: no skill, blunt)</source>
        <translation>{value}：この武器を振る技能が分かりません：技能と分類を指定してください（指定するまでは技能なし・鈍器）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value}: the piece does not say how many shots a round it fires or how many rounds it holds: set them here (until then: 1 a round, rounds not counted; a gun of 2 or more gets its round-start place, C12)</source>
        <translation>{value}：駒に1ラウンドの発射数と装弾数がありません。ここで設定してください（それまでは1ラウンド1発、弾数は数えません。2発以上の銃にはラウンド開始時の手番があります、C12）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value}: a damage line of no weapon: skipped</source>
        <translation>{value}：どの武器のものでもないダメージの行です：読み飛ばしました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{value}: not a damage expression ({reason}): skipped</source>
        <translation>{value}：ダメージの式ではありません（{reason}）：読み飛ばしました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7th-edition piece: characteristics divided by 5 to the 6th-edition scale ({value})</source>
        <translation>第7版の駒です：能力値を5で割って第6版の値にしました（{value}）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>7th-edition piece: HP, MP and DB recomputed on the 6th-edition scale: HP max {hp} (the piece: {piece_hp}), MP max {mp} (the piece: {piece_mp}), DB {db} (the piece: {piece_db}); damage taken is kept</source>
        <translation>第7版の駒：耐久力・MP・DB を第6版の尺度で計算し直しました：最大耐久力 {hp}（駒では {piece_hp}）、最大MP {mp}（駒では {piece_mp}）、DB {db}（駒では {piece_db}）。受けたダメージはそのままです</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>not JSON</source>
        <translation>JSONではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not a CCFolia character piece</source>
        <translation>ココフォリアのキャラクター駒ではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the character has no name</source>
        <translation>キャラクターに名前がありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a number has more than {limit} digits</source>
        <translation>数値の桁数が{limit}桁を超えています</translation>
    </message>
    <message>
        <location line="+255"/>
        <source>Import {0} characters</source>
        <translation>キャラクター{0}人を読み込み</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} copied as a CCFolia piece: paste it into CCFolia.</source>
        <translation>{0}をココフォリアの駒としてコピーしました：ココフォリアに貼り付けてください。</translation>
    </message>
</context>
<context>
    <name>CloseInDialog</name>
    <message>
        <location filename="../kit/small_dialogs.py" line="+53"/>
        <source>{0} closes in</source>
        <translation>{0}が接近</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;On:</source>
        <translation>相手(&amp;O)：</translation>
    </message>
</context>
<context>
    <name>CocDialogs</name>
    <message>
        <location filename="../kit/san_dialog.py" line="+153"/>
        <source>SAN check for {0}</source>
        <translation>{0}の正気度ロール</translation>
    </message>
    <message>
        <location filename="../kit/small_dialogs.py" line="-297"/>
        <source>Roll</source>
        <extracomment>the skills a keeper most often rolls in secret (C13), first in the list</extracomment>
        <translation>振る</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>First aid for {0}</source>
        <translation>{0}の応急手当</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Secret roll</source>
        <translation>シークレットダイス</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Damage to {0}</source>
        <translation>{0}へのダメージ</translation>
    </message>
</context>
<context>
    <name>CocErrors</name>
    <message>
        <location filename="../kit/texts.py" line="+49"/>
        <source>{name} is dead.</source>
        <extracomment>the arguments of CoC explain and log lines that hold ids the CoC actions&apos; refusals by error code (context &quot;CocErrors&quot;); {name} is the combatant</extracomment>
        <translation>{name}は死亡している。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is unconscious.</source>
        <translation>{name}は気絶している。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is already dead.</source>
        <translation>{name}はすでに死亡している。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot attack themselves.</source>
        <translation>{name}は自分自身を攻撃できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is prone: no action until someone spends a turn to get them up (C3).</source>
        <translation>{name}は転倒している：誰かが手番を消費して起き上がるまで行動できない（C3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} dropped the weapon (C3): bare hands only.</source>
        <translation>{name}は武器を手放した（C3）：素手の攻撃のみ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no such weapon.</source>
        <translation>{name}にはその武器がない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no shots left this round ({shots} a round, C12).</source>
        <translation>{name}はこのラウンドもう撃てない（1ラウンド{shots}発、C12）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Martial arts and 武道 combine only with fist, kick, head-butt or grapple (C11).</source>
        <translation>マーシャルアーツと武道が組み合わせられるのはこぶし・キック・頭突き・組み付きだけ（C11）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only fist, kick, grapple, head-butt or a blunt weapon can knock out (C7).</source>
        <translation>ノックアウトはこぶし・キック・組み付き・頭突き・鈍器でのみ可能（C7）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cover needs an investigator other than the attacker and the target.</source>
        <translation>かばうには攻撃者と対象以外の探索者が必要。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no such wound.</source>
        <translation>{name}にはその負傷がない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That wound has had its first aid (C9).</source>
        <translation>その負傷はすでに手当を受けた（C9）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s death clock has run out: no healing saves them now (R12).</source>
        <translation>{name}の死亡期限は過ぎた：もう回復しても助からない（R12）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage from a fumble or additional damage is not a wound first aid can treat (R11).</source>
        <translation>ファンブルで負った傷や追加ダメージは手当できる負傷ではない（R11）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} is not prone.</source>
        <translation>{name}は転倒していない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} fell this round: getting up is possible from the next round (C3).</source>
        <translation>{name}はこのラウンドに転倒した：起き上がれるのは次のラウンドから（C3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already acted this round.</source>
        <translation>{name}はこのラウンドすでに行動した。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} covered someone this round: covering spent the turn (C6).</source>
        <translation>{name}はこのラウンドにかばった：かばうことで手番を使っています（C6）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} carries no firearm (C12).</source>
        <translation>{name}は銃を持っていない（C12）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no gun that fires several shots a round (R8).</source>
        <translation>{name}は1ラウンドに複数回撃てる銃を持っていない（R8）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has closed in on {name}.</source>
        <translation>{name}に接近している者はいない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid fire is declared during a fight.</source>
        <translation>連射は戦闘中に宣言する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already fired this round: rapid fire replaces the round-start shot (R8).</source>
        <translation>{name}はこのラウンドすでに撃った：連射はラウンド開始時の射撃の代わりに宣言する（R8）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} already declared rapid fire this round.</source>
        <translation>{name}はこのラウンドすでに連射を宣言した。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>These dice cannot be a roll of that damage: type every face in order, or one total.</source>
        <translation>このダメージの出目にはなりません：出目を順にすべて入力するか、合計を1つ入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{formula} needs {count} faces, or one total.</source>
        <translation>{formula}には出目が{count}個、または合計1つが必要。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{formula} rolls {low}–{high}, not {total}.</source>
        <translation>{formula}の出目は{low}〜{high}で、{total}にはならない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has already {done} at this turn-order position: its action is spent (R14).</source>
        <translation>{name}は行動順のこの位置ですでに{done}：この位置の行動は使われている（R14）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s place at round start or DEX÷2 holds a shot of the handgun only: act at DEX (R33).</source>
        <translation>{name} のラウンド開始時・DEX÷2 の手番は拳銃の射撃だけのものです：DEX の手番で行動してください（R33）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot parry this attack: {reason}</source>
        <translation>{name}はこの攻撃を受け流せない：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot dodge this attack: {reason}</source>
        <translation>{name}はこの攻撃を回避できない：{reason}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} cannot cover this attack: {reason}</source>
        <translation>{name}はこの攻撃をかばえない：{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} closed in at this turn-order position: closing in spent its action (C12).</source>
        <extracomment>``position_spent`` when closing in spent the position (C12)</extracomment>
        <translation>{name}は行動順のこの位置で接近した：接近でこの位置の手番を消費している（C12）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} has already fired at this turn-order position: a gun fires once a position unless rapid fire is declared (C12, R8).</source>
        <extracomment>``position_spent`` for a second shot in one position without rapid fire (C12, R8)</extracomment>
        <translation>{name}は行動順のこの位置ですでに発砲した：連射を宣言しない限り、銃は1つの位置で1回だけ発砲できる（C12、R8）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>attacked</source>
        <extracomment>what a spent position&apos;s action was (``position_spent``&apos;s {done})</extracomment>
        <translation>攻撃した</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fired</source>
        <translation>発砲した</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>given first aid</source>
        <translation>応急手当をした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tried to break away</source>
        <translation>距離を離そうとした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>spent the turn on getting up</source>
        <translation>起き上がるのに手番を消費した</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>picked up the weapon</source>
        <translation>武器を拾った</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reloaded</source>
        <translation>弾を込めた</translation>
    </message>
</context>
<context>
    <name>CocKit</name>
    <message>
        <location filename="../kit/round_lines.py" line="+32"/>
        <source>☠ ends after {0}&apos;s action, round {1}</source>
        <translation>☠ ラウンド{1}、{0}の行動終了まで</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>☠ {0}: ends after this action, round {1}</source>
        <translation>☠ {0}：ラウンド{1}、この行動の終了まで</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>☠ {0}: ends after {1}, round {2}</source>
        <translation>☠ {0}：ラウンド{2}、{1}の終了まで</translation>
    </message>
    <message>
        <location filename="../kit/kit.py" line="+46"/>
        <source>CCFolia pieces</source>
        <translation>ココフォリアの駒</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Copy as CCFolia piece</source>
        <extracomment>the attack dialog enters the hit: no Enter hit beside the attack roll</extracomment>
        <translation>ココフォリアの駒としてコピー</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>HP &lt;b style=&apos;color:{0}&apos;&gt;{1}&lt;/b&gt;/{2}</source>
        <translation>耐久力 &lt;b style=&apos;color:{0}&apos;&gt;{1}&lt;/b&gt;/{2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HP &lt;b style=&apos;color:{0}&apos;&gt;{1}&lt;/b&gt;/{2} · SAN {3}</source>
        <translation>耐久力 &lt;b style=&apos;color:{0}&apos;&gt;{1}&lt;/b&gt;/{2} · SAN {3}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Mythos creature</source>
        <translation>神話生物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Investigator</source>
        <translation>探索者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0}&lt;br&gt;HP {1}/{2} · MP {3}/{4} · SAN {5}&lt;br&gt;Damage bonus {6} · Armor {7} · Dodge {8}</source>
        <translation>{0}&lt;br&gt;耐久力 {1}/{2} · マジック・ポイント {3}/{4} · 正気度 {5}&lt;br&gt;ダメージ・ボーナス {6} · 装甲 {7} · 回避 {8}</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{0} HP ({1}: no first aid)</source>
        <translation>負傷 {0}点（{1}：手当不可）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} HP (treated)</source>
        <translation>負傷 {0}点（手当済み）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} HP</source>
        <translation>負傷 {0}点</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>start</source>
        <translation>開始時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DEX÷2</source>
        <translation>DEX÷2</translation>
    </message>
    <message>
        <location filename="../kit/round_lines.py" line="+36"/>
        <source>{0} — shot at DEX÷2 ({1})</source>
        <translation>{0} — DEX÷2の射撃（{1}）</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>☠ round {0}</source>
        <translation>☠ 第{0}R</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>☠ ×{0} end here</source>
        <translation>☠ ここで{0}人</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>dodged {0} (next {1})</source>
        <translation>回避 {0}（次は{1}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>parried</source>
        <translation>受け流し済み</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} shot(s)</source>
        <translation>{0}発発砲</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>rapid fire</source>
        <translation>連射</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>covered (turn spent)</source>
        <translation>かばった（手番消費）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>acted</source>
        <translation>行動済み</translation>
    </message>
    <message>
        <location filename="../kit/kit.py" line="+74"/>
        <source>DEX</source>
        <translation>DEX</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death clock</source>
        <translation>死亡期限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This round</source>
        <translation>このラウンド</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keeper</source>
        <translation>キーパー</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sort by DEX (handgun shots at round start and DEX÷2) and start at round 1</source>
        <translation>DEX順に並べ（拳銃はラウンド開始時とDEX÷2にも射撃）、ラウンド1から始める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the fight: a dying investigator&apos;s death waits for the keeper</source>
        <translation>戦闘を終える：瀕死の探索者の死亡はKPの確認を待つ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a figure (or press Enter on the selected row) to attack that combatant.</source>
        <translation>人物像をクリック（または選択した行でEnter）すると、その相手への攻撃を入力します。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>HP 2: unconscious</source>
        <translation>耐久力2：気絶</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>0: dying</source>
        <translation>0：瀕死</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>HP, MP and SAN, wounds and their first aid, lasting conditions, and the SAN lost within the last game hour</source>
        <translation>耐久力・MP・正気度、負傷と応急手当の済み具合、続いている状態、直近1ゲーム時間に失った正気度</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Call of Cthulhu is a trademark of Chaosium Inc. This is an unofficial, free fan tool, not endorsed by Chaosium; it reproduces none of the rulebook&apos;s text.</source>
        <translation>クトゥルフ神話TRPG（Call of Cthulhu）はChaosium Inc.の商標です。本ツールは非公式の無料ファンツールで、Chaosiumの承認を受けたものではなく、ルールブックの文章を一切収録していません。</translation>
    </message>
</context>
<context>
    <name>D100</name>
    <message>
        <location filename="../kit/d100.py" line="+73"/>
        <source>{0} is not a d100 roll: type 1–100 (00 is 100), or leave it empty to roll.</source>
        <translation>{0}はd100の出目ではない：1～100（00は100）を入力するか、空欄にしてアプリに振らせる。</translation>
    </message>
</context>
<context>
    <name>DamageDialog</name>
    <message>
        <location filename="../kit/small_dialogs.py" line="-19"/>
        <source>Damage to {0}</source>
        <translation>{0}へのダメージ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a wound (first aid may treat it)</source>
        <translation>負傷（応急手当できる）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>from a fumble (not treatable)</source>
        <translation>ファンブルによるもの（手当不可）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>additional damage (not treatable)</source>
        <translation>追加ダメージ（手当不可）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Damage:</source>
        <translation>ダメージ(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K)：</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location filename="../kit/texts.py" line="+60"/>
        <source>{what}: d100 {roll} against {value} → {outcome}.</source>
        <translation>{what}：d100 {roll}、成功率{value} → {outcome}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resistance {active} against {passive}: {target} → {outcome}.</source>
        <translation>抵抗表 {active} 対 {passive}：{target} → {outcome}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP = (CON {con} + SIZ {siz}) / 2, rounded up = {hp}.</source>
        <translation>耐久力 =（CON {con} + SIZ {siz}）÷ 2、端数切り上げ = {hp}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MP = POW {pow} = {mp}.</source>
        <translation>MP = POW {pow} = {mp}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting SAN = POW {pow} × 5 = {san}.</source>
        <translation>初期正気度 = POW {pow} × 5 = {san}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STR + SIZ = {total}: damage bonus {db}.</source>
        <translation>STR + SIZ = {total}：ダメージ・ボーナス {db}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dodge = DEX {dex} × 2 = {dodge}.</source>
        <translation>回避 = DEX {dex} × 2 = {dodge}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prone: no attack, dodge, parry or other action until someone spends a turn to get up.</source>
        <translation>転倒：誰かが手番を消費して起き上がるまで、攻撃・回避・受け流しなど一切の行動ができない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unconscious: no dodge, parry or other action.</source>
        <translation>気絶：回避・受け流しを含め、何の行動もできない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack misses.</source>
        <translation>攻撃は外れた。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fumble with a weapon: the weapon is dropped.</source>
        <translation>武器攻撃のファンブル：武器を手放す。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fumble unarmed: the attacker falls prone.</source>
        <translation>素手攻撃のファンブル：攻撃者は転倒する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical: an automatic hit; the damage dice are rolled once more (not the damage bonus) and armor is ignored.</source>
        <translation>クリティカル：必中。ダメージ・ボーナス以外のダメージダイスをもう一度振って加え、装甲を無視する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A critical attack cannot be dodged or parried (it can be covered).</source>
        <translation>クリティカルの攻撃は回避も受け流しもできない（かばうことはできる）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical damage: {formula}.</source>
        <translation>クリティカルのダメージ：{formula}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Special success: armor is ignored; no extra damage.</source>
        <translation>スペシャル：装甲を無視する。ダメージは増えない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Surprise attack: this hit cannot be dodged.</source>
        <translation>奇襲：この攻撃は回避できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage {formula} rolled {total}.</source>
        <translation>ダメージ {formula} の出目 {total}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor {armor}: {before} → {after}.</source>
        <translation>装甲 {armor}：{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor {armor} is ignored.</source>
        <translation>装甲 {armor} は無視される。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} succeeded too (roll {roll} against {value}): the attack&apos;s own damage is doubled, the damage bonus is not.</source>
        <translation>{kind}も成功（出目 {roll}、成功率{value}）：攻撃技能のダメージのみ二倍、ダメージ・ボーナスは倍にならない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} succeeded too (roll {roll} against {value}): a hold does no damage to double.</source>
        <translation>{kind}も成功（出目 {roll}、成功率{value}）：組み付いて押さえるだけなので、二倍にするダメージはない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grapple holds the target: no damage without a declared knockout.</source>
        <translation>組み付きで相手を押さえた：ノックアウトを宣言していなければダメージはない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} needs both hands and feet free: normal damage.</source>
        <translation>{kind}は両手両足が自由でないと使えない：通常のダメージ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind} failed (roll {roll} against {value}): normal damage.</source>
        <translation>{kind}は失敗（出目 {roll}、成功率{value}）：通常のダメージ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dodge number {n} this round: {value} (Dodge {dodge}).</source>
        <translation>このラウンド{n}回目の回避：{value}（回避 {dodge}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack missed: nothing to dodge.</source>
        <translation>攻撃は外れた：回避の必要はない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A critical attack cannot be dodged.</source>
        <translation>クリティカルの攻撃は回避できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bullets cannot be dodged.</source>
        <translation>弾丸は回避できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A successful surprise attack cannot be dodged.</source>
        <translation>成功した奇襲は回避できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next dodge value would be {value}: no dodge is possible.</source>
        <translation>次の回避の値は{value}：回避できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical dodge: a chance for a melee counterattack.</source>
        <translation>回避のクリティカル：近接攻撃によるカウンターのロールチャンス。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A counterattack after a critical dodge: outside the turn order, it spends no action.</source>
        <translation>回避のクリティカルによるカウンター：行動順の外で、行動を使わない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fumbled dodge: normal damage, the defender falls prone and cannot be covered.</source>
        <translation>回避のファンブル：通常のダメージ、転倒し、かばってもらうこともできない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack missed: nothing to parry.</source>
        <translation>攻撃は外れた：受け流しの必要はない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already parried this round: one parry a round.</source>
        <translation>このラウンドはすでに受け流した：受け流しは1ラウンドに1回。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bullets cannot be parried.</source>
        <translation>弾丸は受け流せない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A critical attack cannot be parried.</source>
        <translation>クリティカルの攻撃は受け流せない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A shooter who closed in can dodge but not parry.</source>
        <translation>接近した射手は回避できるが受け流しはできない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against a Mythos creature only weapon skills can parry, not {with}.</source>
        <translation>神話生物の攻撃は武器を使う技能でしか受け流せない。{with}は不可。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{with} parries unarmed attacks and small melee weapons of humans only.</source>
        <translation>{with}で受け流せるのは人間の素手の攻撃と小型の近接武器だけ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{with} counts as armed: it can parry a small melee weapon of a human.</source>
        <translation>{with}は武装として扱う：人間の小型の近接武器を受け流せる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An attack combined with {kind} cannot be parried with {with}.</source>
        <translation>{kind}を組み合わせた攻撃は{with}では受け流せない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{with} can parry an attack combined with {kind}: {value}.</source>
        <translation>{kind}を組み合わせた攻撃を{with}で受け流せる：{value}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{with} against an attack combined with {kind}: half value, {value}.</source>
        <translation>{kind}を組み合わせた攻撃に{with}：半分の値、{value}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The parry failed: {damage} damage gets through (before armor).</source>
        <translation>受け流し失敗：{damage}ダメージが通る（装甲の前）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parried: no damage.</source>
        <translation>受け流した：ダメージなし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parried a weapon bare-handed: the weapon&apos;s damage without the damage bonus still hits, {damage}.</source>
        <translation>素手で武器を受け流した：ダメージ・ボーナスを抜いた武器のダメージ{damage}は受ける。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parried a weapon bare-handed: the weapon&apos;s damage with the negative damage bonus still hits, {damage}.</source>
        <translation>素手で武器を受け流した：マイナスのダメージ・ボーナス込みの武器のダメージ{damage}は受ける。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The parrying item takes {damage}: durability {before} → {after}.</source>
        <translation>受け流しに使った道具が{damage}を受ける：耐久値 {before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only an investigator can cover someone.</source>
        <translation>かばえるのは探索者だけ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only someone who has not acted this round can cover.</source>
        <translation>かばえるのはこのラウンド未行動の者だけ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a fumbled dodge the attack cannot be covered.</source>
        <translation>回避がファンブルした攻撃はかばえない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical: neither takes any damage.</source>
        <translation>クリティカル：双方ともダメージ0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Covered: the coverer takes all {damage}.</source>
        <translation>かばった：かばった側が{damage}すべてを肩代わりする。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed: the coverer takes {coverer}, the covered one {covered}.</source>
        <translation>失敗：かばった側が{coverer}、かばわれた側が{covered}を受ける。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed with 90 or more: no cover; the covered one takes all {damage}.</source>
        <translation>90以上の失敗：かばえない。かばわれた側が{damage}すべてを受ける。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fumble: the covered one takes all {damage} and the coverer falls prone.</source>
        <translation>ファンブル：かばわれた側が{damage}すべてを受け、かばった側は転倒する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout needs fist, kick, grapple, head-butt or a blunt weapon, not {cls}.</source>
        <translation>ノックアウトはこぶし・キック・組み付き・頭突き・鈍器でのみ可能。{cls}は不可。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout must be declared before the attack roll: normal damage.</source>
        <translation>ノックアウトは攻撃ロールより先に宣言すること：通常のダメージ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockout: damage {damage} against HP {hp} on the resistance table: {target}.</source>
        <translation>ノックアウト：与ダメージ{damage}対耐久力{hp}の対抗：{target}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resistance roll {roll} against {target} → {outcome}.</source>
        <translation>対抗ロール {roll}、成功率{target} → {outcome}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocked out: damage {damage} → a third, {third}; the target is unconscious.</source>
        <translation>ノックアウト成功：ダメージ{damage} → 1/3の{third}。対象は気絶する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No knockout: normal damage {damage}.</source>
        <translation>ノックアウト失敗：通常のダメージ{damage}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {before} − {damage} → {after}.</source>
        <translation>耐久力 {before} − {damage} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{overflow} damage beyond 0 HP.</source>
        <translation>耐久力0を超えたダメージ {overflow}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shock: {damage} damage is at least half of HP {hp}: CON×5 ({target}) or unconscious.</source>
        <translation>ショック：{damage}ダメージは耐久力{hp}の半分以上：CON×5（{target}）に失敗すると気絶。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {hp}: unconscious (HP 2 or less).</source>
        <translation>耐久力{hp}：気絶（耐久力2以下）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP 0: dying.</source>
        <translation>耐久力0：瀕死。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already at HP 0.</source>
        <translation>すでに耐久力0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An NPC or monster at HP 0 dies at once.</source>
        <translation>耐久力0になったNPC・怪物は即座に死亡する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outside combat: dies once everyone able to give first aid has taken one action, unless healed to 1 or more.</source>
        <translation>戦闘外：手当に挑戦できる全員が何らかの行動を一つ行うまでに耐久力1以上に回復しなければ死亡する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death clock: {victim} dies at the end of {after}&apos;s action in round {round} unless healed to HP 1 or more.</source>
        <translation>死亡までの猶予：耐久力1以上に回復しなければ、{victim}はラウンド{round}の{after}の行動終了時に死亡する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{victim} is at HP 1 or more: the death clock stops.</source>
        <translation>{victim}は耐久力1以上：死亡までの猶予は止まる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{after} is dead: the deadline of {victim} passes to {holder}.</source>
        <translation>{after}は死亡している：{victim}の期限は{holder}の行動終了時になる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{after} is dead and nobody before them is alive: the deadline of {victim} was the end of the previous round.</source>
        <translation>{after}は死亡し、それより前に生存者がいない：{victim}の期限は前のラウンドの終わりだった。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{holder} is a handgun shot&apos;s own place in the turn order.</source>
        <translation>{holder}は行動順の中の拳銃の射撃の位置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{victim} was not healed in time and dies.</source>
        <translation>{victim}は間に合わず死亡する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This wound has had its first aid.</source>
        <translation>この負傷はすでに手当を受けた。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage from a {source} is not a wound first aid can treat.</source>
        <translation>{source}によるダメージは手当できる負傷ではない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First aid failed: the wound has had its one attempt.</source>
        <translation>応急手当に失敗：この負傷への手当は1回きりで、使い切った。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Healed {healed} (1d3 rolled {rolled}, at most the wound&apos;s {amount} and max HP): HP {before} → {after}.</source>
        <translation>{healed}回復（1d3の出目{rolled}、その負傷の{amount}と最大耐久力まで）：耐久力 {before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wound is treated: it gets no more first aid.</source>
        <translation>この負傷は手当済み：これ以上手当できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP 1 or more: the death clock stops.</source>
        <translation>耐久力1以上：死亡までの猶予は止まる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dead.</source>
        <translation>死亡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Still unconscious.</source>
        <translation>まだ気絶している。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wakes up and acts this round.</source>
        <translation>目覚めて、このラウンドから行動できる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wakes up at HP 2 or less and acts this round, losing 1d3 SAN.</source>
        <translation>耐久力2以下で目覚め、このラウンドから行動できる。1d3の正気度を失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Awake at HP {hp}: loses 1d3 SAN every round until HP is 3 or more.</source>
        <translation>耐久力{hp}で起きている：耐久力が3以上になるまで毎ラウンド1d3の正気度を失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SAN −{loss}.</source>
        <translation>正気度 −{loss}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{shots} shot(s): at round start, at DEX and at DEX÷2, as many as the gun fires.</source>
        <translation>{shots}発：ラウンドの最初、自分のDEX、DEX÷2で、銃の発射数まで。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid fire: all {shots} shot(s) at DEX, +5% for each after the first, at most {cap}.</source>
        <translation>連射：{shots}発すべてを自分のDEXで。2発目以降+5%ずつ、最大{cap}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Point-blank: skill {value} × 2 = {target}.</source>
        <translation>ゼロ距離射撃：技能{value} × 2 = {target}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At most {max} shots a round ({shots} asked).</source>
        <translation>1ラウンドの射撃は最大{max}発（{shots}発を指定）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Closing in spends the turn: point-blank from the next round; no parrying.</source>
        <translation>接近は手番を消費する：次ラウンド以降ゼロ距離射撃。受け流しは不可。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DEX contest to break away ({target}) → {outcome}: free {free}.</source>
        <translation>距離を離すDEX対抗（{target}）→ {outcome}：{free}離れられる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{technique} can be used.</source>
        <translation>{technique}を使える。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{technique} needs {skill} of {minimum}% or more (has {value}%).</source>
        <translation>{technique}には{skill}{minimum}%以上が必要（現在{value}%）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{technique} cannot be combined with {skill}.</source>
        <translation>{technique}は{skill}と組み合わせられない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{technique} works on humans only.</source>
        <translation>{technique}は人間にしか使えない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{technique} works on humans or two-legged humanoids of SIZ 18 or less.</source>
        <translation>{technique}は人間か、SIZ18以下の二足歩行の人型にしか使えない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{technique} cannot be used together with {other}.</source>
        <translation>{technique}は{other}と併用できない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{technique} cannot be declared only to knock out.</source>
        <translation>{technique}はノックアウトのみの宣言ができない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salto: 1d6 + damage bonus; the target falls prone and rolls CON×5 or is knocked out.</source>
        <translation>サルト：1d6+ダメージ・ボーナス。対象は転倒し、CON×5に失敗するとノックアウト。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Thrown from a height: +{damage} falling damage.</source>
        <translation>高所から投げ落とした：落下ダメージ+{damage}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tackle: 1d4 + damage bonus.</source>
        <translation>タックル：1d4+ダメージ・ボーナス。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hard wall within 3 m: +1d4.</source>
        <translation>後方3m以内に固い壁：+1d4。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A wall may be near and the roll was special or better: +1d4.</source>
        <translation>壁があるかは曖昧で、出目がスペシャル以下：+1d4。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SIZ {siz}: knocked back; DEX×5 or prone, then CON×5 or knocked out.</source>
        <translation>SIZ {siz}：ノックバック。DEX×5に失敗すると転倒、さらにCON×5に失敗するとノックアウト。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SIZ {siz} is over 18: no knockback.</source>
        <translation>SIZ {siz}は18を超える：ノックバックなし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocked out.</source>
        <translation>ノックアウト。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rush: one more 武道 fist or kick at the end of the round.</source>
        <translation>ラッシュ：ラウンドの最後に武道を組み合わせたこぶしかキックで追加攻撃。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feint: the first attack misses but uses up the target&apos;s dodge or parry.</source>
        <translation>フェイント：1回目の攻撃は必ず外れるが、対象の回避か受け流しを消費させる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second attack hits.</source>
        <translation>2回目の攻撃は必ず当たる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seen through: the target keeps its parry and the second attack fails.</source>
        <translation>見破られた：対象は受け流しを消費せず、2回目の攻撃は失敗する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled by the Keeper in secret.</source>
        <translation>KPがシークレットダイスで振った。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rolled openly.</source>
        <translation>オープンで振った。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed at the base value: the Keeper gives unrelated information.</source>
        <translation>初期値での失敗：KPはまったく関係のない情報を渡す。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Psychology between investigators: {active} against {passive} on the resistance table ({target}) → {outcome}.</source>
        <translation>探索者同士の心理学：{active}対{passive}の対抗（{target}）→ {outcome}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Noticing needs a roll of at most {hider_roll} (skill {value}).</source>
        <translation>気付くには{hider_roll}以下の出目が必要（技能{value}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The surprise works: one attack that hits cannot be dodged.</source>
        <translation>奇襲成立：命中した攻撃を一度だけ回避不可にできる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defender notices the approach.</source>
        <translation>奇襲される側は接近に気付いた。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The keeper confirms the death (or undoes the step).</source>
        <translation>KPが死亡を確認する（または操作を元に戻す）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat is over while {victim} is dying: the keeper decides when everyone able to give first aid has acted.</source>
        <translation>{victim}が瀕死のまま戦闘が終わった：手当に挑戦できる全員が行動したかをKPが判断する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Getting up spends the turn.</source>
        <translation>起き上がるのに手番を消費する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} spends the turn helping {name} up.</source>
        <translation>{helper}が手番を消費して{name}を助け起こす。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} spends the turn covering.</source>
        <translation>{name}はかばうのに手番を消費する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor {armor}: {name} takes {before} → {after}.</source>
        <translation>装甲 {armor}：{name}が受けるのは {before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No defense.</source>
        <translation>防御なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Immune to ordinary weapons: {before} → 0.</source>
        <translation>通常の武器は効かない：{before} → 0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Firearms do half of the rolled damage: {before} → {after}.</source>
        <translation>銃器はダメージロールの半分：{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Impaling weapons do their minimum damage: {before} → {after}.</source>
        <translation>刺突武器は最低ダメージ：{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SAN loss {expr}: −{loss}, SAN {before} → {after}.</source>
        <translation>正気度喪失 {expr}：−{loss}、正気度 {before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 or more SAN lost and the idea roll succeeded: temporary insanity.</source>
        <translation>一度に5以上失い、アイデアロールに成功：一時的狂気。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 or more SAN lost, but the idea roll failed: the mind represses it.</source>
        <translation>一度に5以上失ったが、アイデアロールに失敗：心が抑え込む。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{lost} SAN lost within one game hour, a fifth of {start} or more: indefinite insanity.</source>
        <translation>ゲーム内1時間で正気度を{lost}失い、{start}の1/5以上：不定の狂気。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SAN 0: permanently insane.</source>
        <translation>正気度0：永久的狂気。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rush needs a hit whose combined 武道 (striking) roll succeeded too: no extra attack.</source>
        <translation>ラッシュには武道（立技系）の組み合わせロールも成功した命中が必要：追加攻撃なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One round spent: {left} of {capacity} left.</source>
        <translation>弾を1発消費：残り{left}／{capacity}発。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 1d3 SAN loss is rolled next (the keeper may type it).</source>
        <translation>続けて1d3のSAN減少を振る（KPが出目を入力してもよい）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picking the weapon up spends the turn.</source>
        <translation>武器を拾うのに手番を消費する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot {n} of {max} this round.</source>
        <translation>このラウンド{max}発中{n}発目。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid fire declared: the round-start and DEX÷2 shots are dropped this round.</source>
        <translation>連射を宣言：このラウンドのラウンド開始時とDEX÷2の射撃はなくなる。</translation>
    </message>
</context>
<context>
    <name>GetUpDialog</name>
    <message>
        <location filename="../kit/small_dialogs.py" line="+60"/>
        <source>{0} gets up</source>
        <translation>{0}が起き上がる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(nobody: spends its own turn)</source>
        <translation>（なし：自分の手番を使う）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Helped up by:</source>
        <translation>助け起こす人(&amp;H)：</translation>
    </message>
</context>
<context>
    <name>KeeperPanel</name>
    <message>
        <location filename="../kit/keeper_panel.py" line="+55"/>
        <source>Attack &amp;from here…</source>
        <translation>この人物で攻撃(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First &amp;aid…</source>
        <translation>応急手当(&amp;A)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Get up</source>
        <translation>起き上がる(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help up…</source>
        <translation>助け起こす(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close in…</source>
        <translation>接近(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Break away…</source>
        <translation>距離を離す(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pic&amp;k up the weapon</source>
        <translation>武器を拾う(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rapid fire</source>
        <translation>連射(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Secret roll…</source>
        <translation>シークレットダイス(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SA&amp;N check…</source>
        <translation>正気度ロール(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;load</source>
        <translation>弾を込める(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Damage…</source>
        <translation>ダメージ(&amp;D)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An attack by this combatant (click a figure to attack it)</source>
        <translation>この人物の攻撃（人物像をクリックするとその相手への攻撃）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First aid or Medicine on one of its wounds (C9)</source>
        <translation>負傷の1つに応急手当か医学（C9）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It spends its turn getting up (C3)</source>
        <translation>手番を消費して起き上がる（C3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone spends their turn helping it up (C3)</source>
        <translation>誰かが手番を消費して助け起こす（C3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spend the turn closing in on a target: point-blank from the next round, no parrying (C12)</source>
        <translation>手番を消費して対象に接近：次ラウンド以降ゼロ距離射撃、受け流し不可（C12）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Spend the turn on a DEX contest against the shooter who closed in (C12)</source>
        <translation>手番を消費し、接近した射手とDEX対抗（C12）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It spends its turn picking up the weapon it dropped (C3)</source>
        <translation>手番を消費して手放した武器を拾う（C3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All of this round&apos;s shots at DEX, +5% each after the first (R8)</source>
        <translation>このラウンドの射撃をすべて自分のDEXで。2発目以降+5%ずつ（R8）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A roll for the keeper&apos;s eyes only (C13)</source>
        <translation>KPだけが見るロール（C13）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A SAN check: loss like 0/1d6, the idea roll, insanity</source>
        <translation>正気度ロール：0/1d6のような喪失、アイデアロール、狂気</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It spends its action reloading its gun</source>
        <translation>行動を消費して銃に弾を込める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage from a fall, fire or additional damage, entered directly</source>
        <translation>落下・火・追加ダメージなどを直接入力</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>&lt;i&gt;No combatant selected&lt;/i&gt;</source>
        <translation>&lt;i&gt;参加者が選ばれていません&lt;/i&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Round {0}: {1}</source>
        <translation>ラウンド{0}：{1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nothing yet</source>
        <translation>まだ何もしていない</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Reload</source>
        <translation>弾を込める</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Which gun?</source>
        <translation>どの銃に？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} reloads</source>
        <translation>{0}が弾を込める</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+11"/>
        <location filename="../kit/small_dialogs.py" line="+9"/>
        <source>{0} gets up</source>
        <translation>{0}が起き上がる</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Help up</source>
        <translation>助け起こす</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Who spends the turn helping {0} up?</source>
        <translation>手番を消費して{0}を助け起こすのは誰？</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Whom does {0} close in on?</source>
        <translation>{0}が接近する相手は？</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../kit/small_dialogs.py" line="+29"/>
        <source>{0} closes in</source>
        <translation>{0}が接近</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{0} picks up the weapon</source>
        <translation>{0}が武器を拾う</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0}: rapid fire</source>
        <translation>{0}：連射</translation>
    </message>
    <message>
        <location filename="../kit/small_dialogs.py" line="-59"/>
        <source>{0} breaks away</source>
        <translation>{0}が距離を離す</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../kit/texts.py" line="+3"/>
        <source>Call of Cthulhu 6th edition</source>
        <translation>クトゥルフ神話TRPG（第6版）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Criticals and fumbles</source>
        <translation>クリティカルとファンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>01–05 critical, 96–00 fumble</source>
        <translation>01〜05クリティカル、96〜00ファンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>01 critical, 00 fumble only</source>
        <translation>01のみクリティカル、00のみファンブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shock: CON×5 after a wound of half the HP or more</source>
        <translation>ショック：耐久力の半分以上の負傷でCON×5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NPCs and monsters at HP 0 get a death clock</source>
        <translation>耐久力0のNPC・怪物にも死亡までの猶予を与える</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off: they die at once</source>
        <translation>オフ：即座に死亡</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seconds a round lasts</source>
        <translation>1ラウンドの秒数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Advance time counts conditions set for N rounds down at this rate</source>
        <translation>時間を進めると、Nラウンド続く状態をこの速さで減らします</translation>
    </message>
</context>
<context>
    <name>PieceImportDialog</name>
    <message>
        <location filename="../kit/ccfolia_dialog.py" line="-247"/>
        <source>Import characters from CCFolia pieces</source>
        <translation>ココフォリアの駒からキャラクターの読み込み</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skills</source>
        <translation>技能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>注意</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>These cannot be imported:</source>
        <translation>読み込めないもの：</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+170"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>1 character read.</source>
        <translation>キャラクターを1人読み込みました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} characters read.</source>
        <translation>キャラクターを{0}人読み込みました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 piece cannot be imported (listed below).</source>
        <translation>1つの駒は読み込めません（下に表示）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} pieces cannot be imported (listed below).</source>
        <translation>{0}個の駒は読み込めません（下に表示）。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source> a round</source>
        <translation> 発/ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shots a round (C12: 2 or more give the round-start place, 3 the DEX÷2 one too)</source>
        <translation>1ラウンドの発射数（C12：2発以上でラウンド開始時、3発でDEX÷2の手番も持ちます）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>rounds not counted</source>
        <translation>弾数を数えない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> rounds</source>
        <translation> 発</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds the gun holds, loaded in full (a shot spends one, C12; 0: not counted)</source>
        <translation>銃の装弾数（満装填で始まり、1射撃で1発減る、C12。0：数えない）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>(no skill)</source>
        <translation>（技能なし）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Warnings for {0}:</source>
        <translation>{0}についての注意：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No warnings for {0}.</source>
        <translation>{0}についての注意はありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Add 1 character</source>
        <translation>1人を追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add {0} characters</source>
        <translation>{0}人を追加(&amp;A)</translation>
    </message>
</context>
<context>
    <name>SanDialog</name>
    <message>
        <location filename="../kit/san_dialog.py" line="-110"/>
        <source>SAN check for {0}</source>
        <translation>{0}の正気度ロール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SAN lost on a success / on a failure, e.g. 0/1d6 or 1/1d10</source>
        <translation>成功時／失敗時に失う正気度。例：0/1d6、1/1d10</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The SAN check&apos;s d100 (— : the app rolls it)</source>
        <translation>正気度ロールのd100（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the loss dice&apos;s faces; empty: the app rolls</source>
        <translation>喪失ダイスの出目。空欄ならアプリが振る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The idea roll (INT×5) when 5 or more is lost (— : the app rolls it)</source>
        <translation>5以上失ったときのアイデアロール（INT×5）（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>until removed</source>
        <translation>解除まで</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> rounds</source>
        <translation> ラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a temporary insanity lasts; the keeper decides</source>
        <translation>一時的狂気の継続期間。KPが決める</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game hour begins</source>
        <translation>ゲーム内の新しい1時間が始まる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Losing a fifth of the SAN the hour began with, within one game hour, means indefinite insanity</source>
        <translation>ゲーム内1時間のうちに、その時間の始めの正気度の1/5を失うと不定の狂気</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>SAN {0}/{1} · INT×5 {2}</source>
        <translation>正気度 {0}/{1} · INT×5 {2}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Loss (success/failure):</source>
        <translation>喪失（成功/失敗）(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d&amp;100:</source>
        <translation>d100(&amp;1)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Loss &amp;dice:</source>
        <translation>喪失ダイス(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Idea d100:</source>
        <translation>アイデアのd100(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temporary insanity las&amp;ts:</source>
        <translation>一時的狂気の期間(&amp;T)：</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Nothing is rolled yet: OK rolls the d100 against SAN {0}, then what it calls for.</source>
        <translation>まだ何も振っていません：OKで正気度 {0} に対してd100を振り、必要なものを続けて振ります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The loss ({0}) and an idea roll it may call for are rolled on OK.</source>
        <translation>減少（{0}）と、必要ならアイデアロールはOKで振ります。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Type the loss dice&apos;s faces as numbers.</source>
        <translation>喪失ダイスの出目を数字で入力する。</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <location filename="../kit/small_dialogs.py" line="-103"/>
        <source>Secret roll for {0}</source>
        <translation>{0}のシークレットダイス</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The d100 (— : the app rolls it)</source>
        <translation>d100の出目（—：アプリが振る）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Skill:</source>
        <translation>技能(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Value:</source>
        <translation>技能値(&amp;V)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>d&amp;100:</source>
        <translation>d100(&amp;1)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players never see this roll: it is logged for the keeper only (C13).</source>
        <translation>このロールはプレイヤーに見えません。KP用にだけ記録されます（C13）。</translation>
    </message>
</context>
<context>
    <name>SheetDialog</name>
    <message>
        <location filename="../kit/sheet_dialog.py" line="+83"/>
        <location line="+488"/>
        <source>Edit {0}</source>
        <extracomment>characteristics a being may lack (a monster&apos;s APP, INT or EDU): &quot;—&quot; the combatant added or edited once OK has run (None until then, or on a refusal)</extracomment>
        <translation>{0}を編集</translation>
    </message>
    <message>
        <location line="-487"/>
        <source>Add a combatant</source>
        <translation>参加者を追加</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Side:</source>
        <translation>陣営(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>種別(&amp;K)：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Characteristics</source>
        <translation>能力値</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>HP, MP, SAN and damage bonus</source>
        <translation>耐久力・MP・正気度・ダメージ・ボーナス</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+406"/>
        <location line="+1"/>
        <source>HP</source>
        <translation>耐久力</translation>
    </message>
    <message>
        <location line="-407"/>
        <location line="+406"/>
        <location line="+1"/>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <location line="-406"/>
        <location line="+405"/>
        <location line="+2"/>
        <source>SAN</source>
        <translation>正気度</translation>
    </message>
    <message>
        <location line="-400"/>
        <source>override</source>
        <translation>手動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the maximum by hand instead of deriving it</source>
        <translation>最大値を能力値から求めず手で決める</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Empty: from STR+SIZ. Or e.g. +1d4, -1d3, +2d6</source>
        <translation>空欄：STR+SIZから。または+1d4、-1d3、+2d6など</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Armor points: a number, or dice rolled on each hit (1d6)</source>
        <translation>装甲値：数値、または命中のたびに振るダイス（1d6）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Damage bonus:</source>
        <translation>ダメージ・ボーナス(&amp;D)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Armor:</source>
        <translation>装甲(&amp;A)：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>firearms do half damage</source>
        <translation>銃器のダメージは半分</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>impaling weapons do minimum damage</source>
        <translation>刺突武器は最低ダメージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>only magical weapons hurt it</source>
        <translation>魔術的な武器しか効かない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Special armor:</source>
        <translation>特殊な装甲：</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+24"/>
        <location line="+315"/>
        <source>Skill</source>
        <translation>技能</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>skill id, e.g. claw</source>
        <translation>技能ID（例：claw）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add skill</source>
        <translation>技能を追加</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Skills (6th-edition base values filled in)</source>
        <translation>技能（第6版の初期値を記入済み）</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+316"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="-316"/>
        <location line="+315"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location line="-315"/>
        <source>Class</source>
        <translation>分類</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DB</source>
        <translation>DB</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Small</source>
        <translation>小型</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Durability</source>
        <translation>耐久値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shots</source>
        <translation>発射数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds</source>
        <translation>残弾</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Capacity</source>
        <translation>装弾数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Magic</source>
        <translation>魔術</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add weapon</source>
        <translation>武器を追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove weapon</source>
        <translation>武器を削除</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Weapons (bare hands need no entry)</source>
        <translation>武器（素手の攻撃は記入不要）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Notes:</source>
        <translation>メモ：</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>Rounds left in the gun (— : not counted)</source>
        <translation>銃の残弾（—：数えない）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds the gun holds (— : ammunition not counted)</source>
        <translation>銃の装弾数（—：弾数を数えない）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Magical: it hurts beings immune to ordinary weapons</source>
        <translation>魔術的：通常の武器が効かない存在にも効く</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>from STR+SIZ: {0}</source>
        <translation>STR+SIZから：{0}</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A combatant needs a name.</source>
        <translation>参加者には名前が必要です。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Weapon {0}</source>
        <translation>武器{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Damage bonus</source>
        <translation>ダメージ・ボーナス</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Armor</source>
        <translation>装甲</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check {0}: {1}</source>
        <translation>{0}を確認してください：{1}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Add {0}</source>
        <translation>{0}を追加</translation>
    </message>
</context>
</TS>
