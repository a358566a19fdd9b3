<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AttackDialog</name>
    <message>
        <location filename="../kit/attack_dialog.py" line="+85"/>
        <source>SS — very small</source>
        <extracomment>the sheet&apos;s active defenses by name (context &quot;GurpsKit&quot;, as the detail panel says them) V1 target sizes with their English names (context &quot;AttackDialog&quot;)</extracomment>
        <translation>SS — とても小さい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S — small</source>
        <translation>S — 小さい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M — human-sized</source>
        <translation>M — 普通（一般的な人間サイズ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>L — large</source>
        <translation>L — 大きい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>LL — very large</source>
        <translation>LL — とても大きい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XL — huge</source>
        <translation>XL — ものすごく大きい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>XXL — enormous</source>
        <translation>XXL — とんでもなく大きい</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>prone</source>
        <extracomment>the shooter&apos;s posture (V1) (standing, crouching, kneeling and sitting are RULES M&apos;s postures: their names are the words file&apos;s, :func:`.maneuver_text.posture_name`)</extracomment>
        <translation>伏せ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>prone, braced crossbow or rifle</source>
        <translation>伏せ（弩／ライフル）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Behind light cover (bushes)</source>
        <extracomment>the target&apos;s situation (V3), in the seed&apos;s order</extracomment>
        <translation>茂みなどの薄い遮蔽物の後ろにいる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the head shows</source>
        <translation>遮蔽物から頭部のみが見えている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head and shoulders show</source>
        <translation>遮蔽物から頭と肩が見えている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half the body shows</source>
        <translation>体の半分しか見えていない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prone or fallen</source>
        <translation>伏せている／転倒している</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crouching, kneeling or sitting</source>
        <translation>かがんでいる／膝をついている／座っている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prone behind minimal cover, head shows</source>
        <translation>最低限の遮蔽に隠れて伏せ、頭が見えている</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Prone behind cover, barely visible</source>
        <translation>物陰に隠れて伏せ、ほとんど見えない</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Attack roll on {0}</source>
        <extracomment>the keys of what the document remembers for the next attack roll (EncounterDocument.remembered): a ranged attack (the GM usually rolls the same kind again), and whether a hit goes to the defense step first dialog-local dice for the 3d roll: the roll is logged with the attack while Apply commits: the dialog closes on success, and its own attack must not turn its preview into &quot;one attack too many&quot; (RULES M) first the hit entry of a burst that Apply started (None on a miss) the defense step open over this dialog, if any</extracomment>
        <translation>{0}への命中判定</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>A weapon of the attacker&apos;s sheet: its skill, Recoil and Bulk fill the entry, its damage is rolled for each hit</source>
        <extracomment>W1: the attacker&apos;s weapons from its sheet (skill, kind, Recoil, Bulk, damage)</extracomment>
        <translation>攻撃者のキャラクターシートの武器：技能・反動・大きさを入力欄に入れ、命中ごとにダメージを振る</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The attacker&apos;s skill with this weapon; remembered for their next attack roll</source>
        <translation>攻撃者のこの武器の技能値（次の命中判定のために記憶されます）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Melee</source>
        <translation>近接攻撃(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ran&amp;ged</source>
        <translation>射撃(&amp;G)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Shots fired in this attack (rapid fire, V2)</source>
        <translation>この攻撃での発射数（連射、V2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The weapon&apos;s Recoil: one more hit per full Recoil of margin (— = one hit)</source>
        <translation>武器の反動：成功度が反動の値に達するごとに命中がひとつ増える（— = 1発命中）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any further modifier the GM adds</source>
        <translation>GMが加えるその他の修正</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>C&amp;hinks in armor</source>
        <translation>鎧の隙間(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chinks penalty replaces the location&apos;s (torso −8, elsewhere −10); a hit halves DR</source>
        <translation>部位の修正の代わりに鎧の隙間の修正（胴体−8、その他−10）。命中すれば防護点半減</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Targeting the Wou&amp;nd</source>
        <translation>「傷」を狙う(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aiming at the Wounded disadvantage: −7 more to hit, 1.5× injury</source>
        <translation>不利な特徴「傷」を狙う：命中判定にさらに−7、負傷1.5倍</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Attac&amp;ker:</source>
        <translation>攻撃者(&amp;K):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Weapon:</source>
        <translation>武器(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weapon &amp;skill:</source>
        <translation>技能値(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Location:</source>
        <translation>狙う部位(&amp;L):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Attack:</source>
        <translation>攻撃:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Re&amp;coil:</source>
        <translation>反動(&amp;C):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sh&amp;ots:</source>
        <translation>発射数(&amp;O):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Extra modifier (GM):</source>
        <translation>その他の修正（GM）(&amp;E):</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Target&apos;s situation (V3)</source>
        <translation>相手の状態（V3）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Characters between the attacker and the target: -4 each</source>
        <translation>攻撃者と相手の間にいるキャラクター：1体につき-4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Characters &amp;in the way:</source>
        <translation>間にいるキャラクター(&amp;I):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Ranged (V1)</source>
        <translation>射撃（V1）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An option of this encounter, saved with it: off, add the range and the rest as the GM&apos;s modifier</source>
        <translation>この戦闘の選択ルール（ファイルに保存）。オフのときは距離などをGMの修正として加えてください</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Distance to the target in metres</source>
        <translation>相手までの距離（メートル）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The target&apos;s speed in metres per second</source>
        <translation>相手の速度（秒速メートル）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Height of the shooter above the target: + shooting down, − shooting up</source>
        <translation>相手に対する射手の高さ：＋は撃ちおろし、−は撃ちあげ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nearsighted</source>
        <translation>「近視」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clothes on fire</source>
        <translation>衣服に火がついている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step and fire</source>
        <translation>踏み出して射撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gunfire within 1 m</source>
        <translation>至近距離（1m以内）での銃撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poor visibility (woods…)</source>
        <translation>視界の悪い場所（森林など）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Has the Survival skill for it</source>
        <translation>該当する〈生存〉技能あり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving and firing</source>
        <translation>移動しながらの射撃</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>none listed (-5)</source>
        <translation>記載なし（-5）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The weapon&apos;s Bulk</source>
        <translation>武器の「扱いやすさ」</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Si&amp;ze:</source>
        <translation>大きさ(&amp;Z):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Distance (m):</source>
        <translation>距離（m）(&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target s&amp;peed (m/s):</source>
        <translation>相手の速度（m/秒）(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pos&amp;ture:</source>
        <translation>姿勢(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ele&amp;vation (m):</source>
        <translation>高低差（m）(&amp;V):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>B&amp;ulk:</source>
        <translation>扱いやすさ(&amp;U):</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>&amp;Roll 3d</source>
        <extracomment>the chance to hit before the roll (3d ≤ effective skill, B348 criticals)</extracomment>
        <translation>3Dを振る(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The 3d roll (3-18): roll here, or type the GM&apos;s roll</source>
        <translation>3Dの出目（3～18）：ここで振るか、GMが振った出目を入力</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The target de&amp;fends after a hit</source>
        <translation>命中したら標的が防御する(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dodge, Parry or Block before the hits are entered (B374–B377)</source>
        <translation>命中を入力する前に「よけ」「受け」「止め」（B374〜B377）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Critical table</source>
        <translation>クリティカル表</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The 3d roll on the critical hit or miss table</source>
        <translation>クリティカル表または致命的失敗表の3Dの出目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll ta&amp;ble</source>
        <translation>表を振る(&amp;B)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What the table says, for the log</source>
        <translation>表の結果（ログに残す）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>How the attack roll is worked out</source>
        <translation>命中判定の処理手順</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Attack roll</source>
        <translation>命中判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Modifiers:</source>
        <translation>修正:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;3d roll:</source>
        <translation>3Dの出目(&amp;3):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Step by step:</source>
        <translation>処理手順:</translation>
    </message>
    <message>
        <location line="-254"/>
        <location line="+527"/>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <location line="-527"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+308"/>
        <source>(none: type the skill)</source>
        <translation>（なし：技能を入力）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Random (rolled with the hit)</source>
        <translation>ランダム（命中の入力で振る）</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Option: {0}</source>
        <translation>選択ルール：{0}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; — HP {hp}/{max_hp} · {plan}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — HP {hp}/{max_hp} · {plan}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This combatant is no longer in the encounter.</source>
        <translation>この戦闘参加者はもう戦闘にいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose who attacks.</source>
        <translation>攻撃者を選んでください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} is stunned: the stunned can only Do Nothing and make no attack.</source>
        <translation>{0}は朦朧状態：朦朧状態では「何もしない」しか選べず、攻撃できません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} has made {1} attack(s) this turn: its maneuver allows {2} (M).</source>
        <translation>{0}はこのターンすでに{1}回攻撃しました：この行動で可能な攻撃は{2}回までです（M）。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rapid fire: enter the weapon&apos;s Recoil; it decides how many of the shots hit.</source>
        <translation>連射：武器の反動を入力してください（何発命中するかは反動で決まる）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Critical hit table (B556)</source>
        <translation>クリティカル表（B556）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Critical miss table (B557)</source>
        <translation>致命的失敗表（B557）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Apply and enter the hit…</source>
        <translation>適用して命中を入力(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Apply and enter {0} hits…</source>
        <translation>適用して{0}発の命中を入力(&amp;A)…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effective skill: &lt;b&gt;{0}&lt;/b&gt; ({1} {2})</source>
        <translation>有効技能値：&lt;b&gt;{0}&lt;/b&gt;（{1} {2}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender: active defense {0} (V1, elevation)</source>
        <translation>防御側：能動防御 {0}（V1、高低差）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defender: no active defense after its All-Out Attack (M)</source>
        <translation>防御側：全力攻撃の後なので能動防御はできません（M）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defender: active defense {0} from its posture, All-Out Defense or a feint (M)</source>
        <translation>防御側：姿勢・全力防御・フェイントによる能動防御修正 {0}（M）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Roll 3d or type the roll.</source>
        <translation>3Dを振るか、出目を入力してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chance to hit: {0} (critical hit {1}, critical miss {2})</source>
        <translation>命中率：{0}（クリティカル {1}、致命的失敗 {2}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— {0} of it on the torso (a miss by 1)</source>
        <translation>― うち{0}は1差の失敗で胴体に命中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— {0} hits on average</source>
        <translation>― 平均{0}発命中</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The target has no active defense (its All-Out Attack).</source>
        <translation>目標は能動防御できません（全力攻撃のため）。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Its best defense ({0}) succeeds {1}.</source>
        <translation>目標の最良の防御（{0}）の成功率は{1}。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Critical hit!</source>
        <translation>クリティカル！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Critical miss!</source>
        <translation>致命的失敗！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missed by 1: hits the torso (G2)</source>
        <translation>1差で失敗：胴体に命中（G2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hit (by {0})</source>
        <translation>命中（成功度{0}）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Miss (by {0})</source>
        <translation>外れ（失敗度{0}）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a random location</source>
        <translation>ランダムな部位</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lands on: {0}</source>
        <translation>命中部位：{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} of {1} shots hit</source>
        <translation>{1}発中{0}発命中</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Not possible.</source>
        <translation>できません。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>size SS</source>
        <extracomment>V1/V2/GM modifier ids as words (context &quot;AttackDialog&quot;)</extracomment>
        <translation>大きさSS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>size S</source>
        <translation>大きさS</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>size L</source>
        <translation>大きさL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>size LL</source>
        <translation>大きさLL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>size XL</source>
        <translation>大きさXL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>size XXL</source>
        <translation>大きさXXL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>range: point-blank (1 m)</source>
        <translation>距離：目の前（1m）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>range: near (up to 10 m)</source>
        <translation>距離：近い（10m以内）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>range: normal (up to 30 m)</source>
        <translation>距離：普通（30m以内）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>range: far (31 m+)</source>
        <translation>距離：遠い（31m以上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>range: very far (100 m+)</source>
        <translation>距離：とても遠い（100m以上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>range: extremely far (200 m+)</source>
        <translation>距離：すごく遠い（200m以上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>range: beyond (1200 m+)</source>
        <translation>距離：とんでもなく遠い（1200m以上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target speed: fast (11 m/s+)</source>
        <translation>相手の速度：速い（秒速11m以上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target speed: very fast (30 m/s+)</source>
        <translation>相手の速度：とても速い（秒速30m以上）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target speed: extremely fast (50 m/s+)</source>
        <translation>相手の速度：すごく速い（秒速50m以上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target speed: tremendously fast (200 m/s+)</source>
        <translation>相手の速度：ものすごく速い（秒速200m以上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>target speed: absurdly fast (500 m/s+)</source>
        <translation>相手の速度：とんでもなく速い（秒速500m以上）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>clothes on fire</source>
        <translation>衣服に火がついている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shooting prone</source>
        <translation>姿勢／伏せ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shooting prone, braced</source>
        <translation>姿勢／伏せ（弩／ライフル）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shooting crouching</source>
        <translation>姿勢／屈み</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shooting kneeling</source>
        <translation>姿勢／膝つき</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>shooting sitting</source>
        <translation>姿勢／座り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>step and fire</source>
        <translation>踏み出して射撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>moving and firing (Bulk)</source>
        <translation>移動しながらの射撃（扱いやすさ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>gunfire within 1 m</source>
        <translation>至近距離（1m以内）での銃撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>poor visibility</source>
        <translation>視界の悪い場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>characters in the way</source>
        <translation>他のキャラクターの背後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rapid fire</source>
        <translation>連射</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM&apos;s modifier</source>
        <translation>GMの修正</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>chinks in armor</source>
        <translation>鎧の隙間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the Wound</source>
        <translation>「傷」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the target&apos;s Size Modifier (B550)</source>
        <translation>目標のサイズ修正（B550）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>speed and range (B550)</source>
        <translation>速度と距離（B550）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM</source>
        <translation>GM</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Attack {0} → {1}</source>
        <extracomment>the target&apos;s active defense (None: no defense step) and its 3d roll All-Out Defense (Double, RULES M): the second defense after a failed first one (3d, the GM&apos;s line) from a critical table W1: the attacker&apos;s weapon of its sheet (its damage is rolled for each hit) the seat whose request this attack or its defense is (``contracts/seats.md``): every line the commit logs says it came from that device, also when the hits are entered after the dialog (and its seat&apos;s Edit or Ask) closed</extracomment>
        <translation>命中判定 {0} → {1}</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Hit {0} of {1} on {2}</source>
        <extracomment>the burst was committed (True) or the model refused it (False) the hit dialog open now</extracomment>
        <translation>{2}への命中 {0}／{1}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>All-Out Attack (Strong): +2 damage, or +1 a die, is added on Apply</source>
        <translation>全力攻撃（威力重視）：適用時にダメージ+2（または1ダイスごと+1）が加わります</translation>
    </message>
</context>
<context>
    <name>CampaignDialogs</name>
    <message>
        <location filename="../kit/campaign_dialogs.py" line="+48"/>
        <source>Roll for me</source>
        <translation>自動で振る</translation>
    </message>
    <message>
        <location line="+133"/>
        <source>Infection roll modifiers</source>
        <translation>感染の判定の修正</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Heat and cold: {0}</source>
        <translation>暑さと寒さ：{0}</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Infection: {0}</source>
        <translation>感染：{0}</translation>
    </message>
</context>
<context>
    <name>CampaignSection</name>
    <message>
        <location filename="../kit/campaign_section.py" line="+54"/>
        <source>overweight</source>
        <translation>太り気味</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fat</source>
        <translation>肥満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>albino</source>
        <translation>色素欠乏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>heavy armor</source>
        <translation>重い鎧</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>DR %1, encumbrance %2</source>
        <translation>防護点%1、荷重レベル%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unprotected in the sun</source>
        <translation>日光への備えなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survival (heat) %1</source>
        <translation>〈生存〉（暑さ）%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Survival (cold) %1</source>
        <translation>〈生存〉（寒さ）%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing special</source>
        <translation>特になし</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Campaign</source>
        <translation>キャンペーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half-werewolf</source>
        <translation>半人狼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players see the moon&apos;s effects</source>
        <translation>月齢の影響をプレイヤーに見せる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ate</source>
        <translation>食べた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest meal to mark (or today&apos;s next) was eaten</source>
        <translation>未記録で一番古い食事（なければ今日の次の食事）を食べた</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Missed</source>
        <translation>抜いた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oldest meal to mark (or today&apos;s next) was missed: 1 FP, from the fourth in a row 1 HP too</source>
        <translation>未記録で一番古い食事（なければ今日の次の食事）を抜いた：FP1点、4回続けて抜いたらHPも1点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Heat and cold…</source>
        <translation>暑さと寒さ…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infection…</source>
        <translation>感染…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Blood, ST, dominant hand, Rapid Healing</source>
        <translation>血液なし、体力、利き腕、高速治癒</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Meals to mark: %1</source>
        <translation>未記録の食事：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>missed in a row: %1</source>
        <translation>続けて抜いた食事：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>hunger holds %1 FP, %2 HP</source>
        <translation>飢えでFP%1点、HP%2点が戻らない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Heat and cold: %1</source>
        <translation>暑さと寒さ：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No infected wounds</source>
        <translation>感染した傷はない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No Blood: no infection roll</source>
        <translation>血液なし：感染の判定はない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HT for rolls: %1 (of %2)</source>
        <translation>判定に使う生命力：%1（本来%2）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Half-werewolf: {0}</source>
        <translation>半人狼：{0}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} ate</source>
        <translation>{0}が食事をした</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} missed a meal</source>
        <translation>{0}が食事を抜いた</translation>
    </message>
</context>
<context>
    <name>CombatantDialog</name>
    <message>
        <location filename="../kit/combatant_dialog.py" line="+125"/>
        <location line="+657"/>
        <source>Edit {0}</source>
        <extracomment>stats compared to decide what an edit changes (``edit_combatant(sheet=...)``) W5 stats a sheet may leave out (None: not known), edited as &quot;—&quot; at -1 the body combo&apos;s data for the combatant&apos;s own (custom) plan per-location DR as entered (kept while the check box is off) the new combatant&apos;s id (add) or the edited id, after a successful OK</extracomment>
        <translation>{0}を編集</translation>
    </message>
    <message>
        <location line="-655"/>
        <source>New combatant</source>
        <translation>新しい参加者</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>e.g. Goblin</source>
        <translation>例：ゴブリン</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Current HP (negative when below zero)</source>
        <translation>現在のHP（0未満ならマイナス）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Current FP</source>
        <translation>現在のFP</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Basic Speed, in steps of 0.25</source>
        <translation>基本速度（0.25刻み）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{0} (its own plan)</source>
        <extracomment>the combatant&apos;s own plan (imported), kept as the object its sheet holds</extracomment>
        <translation>{0}（独自の体形）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+2"/>
        <source>as the body plan</source>
        <translation>体形どおり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Heads with a brain (Extra Head): each takes at most 2×HP/heads from one attack</source>
        <translation>脳のある頭の数（追加の頭）：それぞれの頭は一度の攻撃で最大2×HP÷頭の数までしか負傷しない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Brainless extra heads (G8): each is a part of its own on the silhouette and an extremity, crippled by the extremity formula</source>
        <translation>脳のない「追加の頭」（G8）：それぞれシルエット上の独立した部位で、末端として扱い、末端の式で使えなくなる</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TL</source>
        <translation>TL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tech level of the medical care this combatant gets (shortens lasting crippling)</source>
        <translation>この参加者が受けられる治療のTL（持続的な「部位が使えなくなる負傷」の期間を短縮）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Dodge (B374): the defense step offers it</source>
        <translation>よけ（B374）：防御の手順で使う</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The best Parry (B376): the defense step offers it</source>
        <translation>最も高い受け（B376）：防御の手順で使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block (B375): the defense step offers it</source>
        <translation>止め（B375）：防御の手順で使う</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Extra Attack levels (B53): attacks a turn beyond what the maneuver allows (M)</source>
        <translation>追加攻撃のレベル（B53）：行動で可能な回数に加えて1ターンにできる攻撃の数（M）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Size Modifier (B19): a ranged attack on this combatant adds it when the simplified ranged modifiers are off (B550)</source>
        <extracomment>W3: Size Modifier (B19), for ranged attacks with V1 off (B550)</extracomment>
        <translation>サイズ修正（B19）：簡易射撃修正を使わないとき、この参加者への射撃に加える（B550）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>DR on every location (armor does not cover the eyes)</source>
        <translation>全部位の防護点（目は鎧で守られない）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DR per &amp;location</source>
        <translation>部位ごとの防護点(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Location</source>
        <translation>部位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>DR</source>
        <translation>防護点</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Anything the GM wants to remember</source>
        <translation>GM用のメモ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;OK</source>
        <translation>OK(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;ide:</source>
        <translation>陣営(&amp;I):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>c&amp;urrent:</source>
        <translation>現在(&amp;U):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Max &amp;HP:</source>
        <translation>最大HP(&amp;H):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cu&amp;rrent:</source>
        <translation>現在(&amp;R):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Max &amp;FP:</source>
        <translation>最大FP(&amp;F):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>H&amp;T:</source>
        <translation>生命力(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;X:</source>
        <translation>敏捷力(&amp;X):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Basic S&amp;peed:</source>
        <translation>基本速度(&amp;P):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Body plan:</source>
        <translation>体形(&amp;B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Arms:</source>
        <translation>腕の数(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Le&amp;gs:</source>
        <translation>脚の数(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Head&amp;s with a brain:</source>
        <translation>脳のある頭の数(&amp;S):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heads &amp;without a brain:</source>
        <translation>脳のない頭の数(&amp;W):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Medical care:</source>
        <translation>治療(&amp;M):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Parr&amp;y:</source>
        <translation>受け(&amp;Y):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bloc&amp;k:</source>
        <translation>止め(&amp;K):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Acti&amp;ve defenses — Dodge:</source>
        <translation>能動防御 ― よけ(&amp;V):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Extra atta&amp;cks:</source>
        <translation>追加攻撃(&amp;C):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Si&amp;ze Modifier:</source>
        <translation>サイズ修正(&amp;Z)：</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Combatant</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Damage Resistance</source>
        <translation>防護点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;DR:</source>
        <translation>防護点(&amp;D):</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Traits</source>
        <translation>特徴</translation>
    </message>
    <message>
        <location line="-243"/>
        <source>Not&amp;es:</source>
        <translation>メモ(&amp;E):</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>ST: knockback moves this combatant one yard for each ST − 2 of basic damage</source>
        <extracomment>W1: the sheet&apos;s weapons (imported, or typed here for a foe made by hand) W5: ST and the Acrobatics and Judo levels knockback uses (&quot;—&quot;: not known)</extracomment>
        <translation>ST：ノックバックでは基本ダメージが (ST − 2) ごとに1ヤード飛ばされます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Acrobatics: knockback&apos;s roll to stay standing takes the best of DX, Acrobatics and Judo</source>
        <translation>軽業：ノックバックで倒れずに踏みとどまる判定は、DX・軽業・柔道のうち最も高い値で行います</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Judo: knockback&apos;s roll to stay standing takes the best of DX, Acrobatics and Judo</source>
        <translation>柔道：ノックバックで倒れずに踏みとどまる判定は、DX・軽業・柔道のうち最も高い値で行います</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Acrobatics:</source>
        <translation>軽業:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Judo:</source>
        <translation>柔道(&amp;J):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Knockback — ST:</source>
        <translation>ノックバック — ST:</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Weapons</source>
        <translation>武器</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>Each would be an extremity: crippled over HP/3, or HP/(1.5×N) with 3 or more.</source>
        <translation>それぞれ末端：HP/3（3つ以上ならHP/(1.5×N)）を超える負傷で使えなくなる。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Extremities: crippled by injury over {0} = {1}.</source>
        <translation>脳のない頭は末端：{0} = {1}を超える負傷で使えなくなる。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>DR of {0}</source>
        <translation>{0}の防護点</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Enter a name.</source>
        <translation>名前を入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Another combatant is already called {0}.</source>
        <translation>「{0}」という名前の参加者はすでにいます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max HP must be at least 1.</source>
        <translation>最大HPは1以上にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Max FP must be at least 1.</source>
        <translation>最大FPは1以上にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HT must be at least 1.</source>
        <translation>生命力は1以上にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>DX must be at least 1.</source>
        <translation>敏捷力は1以上にしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Basic Speed goes in steps of 0.25 (e.g. 5.25).</source>
        <translation>基本速度は0.25刻みです（例：5.25）。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{0} is taken: this one joins as {1}.</source>
        <translation>「{0}」は使用中です。「{1}」として加わります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>DR dropped for {0}: the {1} body plan has no such location.</source>
        <translation>{0}の防護点は削除されます：体形「{1}」にはその部位がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Changing the body plan clears the wounds of every location and their recovery timers.</source>
        <translation>体形を変えると、全部位の負傷とその回復タイマーが消えます。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{0} is {1}: the posture is kept (also after the fight and in the library); Change Posture changes it.</source>
        <translation>{0}は{1}：姿勢はそのまま保たれます（戦闘の後もライブラリでも）。変えるには「姿勢変更」を使います。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Add {0}</source>
        <translation>{0}を追加</translation>
    </message>
</context>
<context>
    <name>DamageType</name>
    <message>
        <location filename="../kit/texts.py" line="+64"/>
        <source>crushing</source>
        <extracomment>damage type id -&gt; English long name (context &quot;DamageType&quot;)</extracomment>
        <translation>叩き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cutting</source>
        <translation>切り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>impaling</source>
        <translation>刺し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>small piercing</source>
        <translation>小型貫通体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>piercing</source>
        <translation>貫通体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>large piercing</source>
        <translation>大型貫通体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>huge piercing</source>
        <translation>巨大貫通体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>burning</source>
        <translation>焼き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>tight-beam burning</source>
        <translation>収束ビーム焼き</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>corrosion</source>
        <translation>侵蝕</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>toxic</source>
        <translation>毒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fatigue</source>
        <translation>疲労</translation>
    </message>
</context>
<context>
    <name>DefenseDialog</name>
    <message>
        <location filename="../kit/defense_dialog.py" line="+80"/>
        <source>Defense of {0}</source>
        <extracomment>what the encounter adds to the defense entered (RULES M: the posture, All-Out Defense, a feint; ``maneuver_ops.defense_in_context``), None: nothing All-Out Defense (Double, RULES M): the second defense after a failed first one</extracomment>
        <translation>{0}の防御</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>A hit on {0}</source>
        <extracomment>``double``: the defender chose All-Out Defense (Double) (RULES M)</extracomment>
        <translation>{0}への命中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} hits {1}</source>
        <translation>{0}の攻撃が{1}に命中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} hits {1} {2} times</source>
        <translation>{0}の攻撃が{1}に{2}発命中</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Dodge</source>
        <translation>よけ(&amp;D)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Parry</source>
        <translation>受け(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Block</source>
        <translation>止め(&amp;B)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;No defense</source>
        <translation>防御なし(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Active defense</source>
        <translation>能動防御</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>From the sheet: {0}</source>
        <translation>キャラクターシートの値：{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not on the sheet</source>
        <translation>キャラクターシートにない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The defense as on the sheet; change it if it differs</source>
        <translation>シートの防御値（違う場合は変更）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The weapon that parries or blocks: a second parry with it this turn is −4 (fencing −2)</source>
        <extracomment>W1: the defender&apos;s weapon for a parry or block (its best first)</extracomment>
        <translation>受け・止めに使う武器：このターン同じ武器での2回目以降の受けは−4（フェンシング武器は−2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Feverish Defense (+2, 1 FP)</source>
        <translation>必死の防御(&amp;F)（+2、疲労1点）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Retreat</source>
        <translation>後退(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Stunned (−4)</source>
        <translation>朦朧(&amp;S)（−4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;one (−3)</source>
        <translation>転倒(&amp;O)（−3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The attack&apos;s modifier to the defense (V1 elevation)</source>
        <translation>攻撃による防御の修正（V1 高低差）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Deceptive attack: −1 to the defense per −2 the attacker took to skill</source>
        <translation>フェイント攻撃：攻撃側が技能に−2するごとに防御−1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Any further modifier the GM adds</source>
        <translation>GMが加えるその他の修正</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The defense&apos;s 3d roll (3-18): roll here, or type it</source>
        <translation>防御の3Dの出目（3〜18）：ここで振るか入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ro&amp;ll 3d</source>
        <translation>3Dを振る(&amp;L)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>How the defense is worked out</source>
        <translation>防御の処理手順</translation>
    </message>
    <message>
        <location line="-91"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>O&amp;K</source>
        <translation>OK(&amp;K)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>&amp;With:</source>
        <translation>使う武器(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defense &amp;value:</source>
        <translation>防御値(&amp;V):</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Attack&apos;s modifier:</source>
        <translation>攻撃による修正(&amp;A):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D&amp;eceptive attack:</source>
        <translation>フェイント攻撃(&amp;E):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;GM&apos;s modifier:</source>
        <translation>GMの修正(&amp;G):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;3d roll:</source>
        <translation>3Dの出目(&amp;3):</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A critical hit: no active defense.</source>
        <translation>クリティカル：能動防御はできない。</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>&amp;Retreat ({0:+d})</source>
        <translation>後退(&amp;R)（{0:+d}）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Effective defense: &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>有効防御値：&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No defense: {0} hit(s) got through.</source>
        <translation>防御なし：{0}発が命中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Defended: {0} hit(s) stopped, {1} got through.</source>
        <translation>防御成功：{0}発を防ぎ、{1}発が命中。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failed: {0} hit(s) got through.</source>
        <translation>防御失敗：{0}発が命中。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Roll 3d or type the roll.</source>
        <translation>3Dを振るか、出目を入力。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Roll the second defense.</source>
        <translation>2回目の防御を振ってください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second defense: {0} hit(s) stopped, {1} got through.</source>
        <translation>2回目の防御成功：{0}発を防ぎ、{1}発が命中。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second defense failed: {0} hit(s) got through.</source>
        <translation>2回目の防御失敗：{0}発が命中。</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <location filename="../kit/texts.py" line="+558"/>
        <source>drops what it held (two-handed grip: DX roll); can hold nothing; One Hand until healed</source>
        <translation>持っていた物を落とす（両手で持っていたなら敏捷力判定）。何も持てない。治るまで「片手」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds nothing; a strapped shield stays but cannot block (DB −1); One Arm until healed</source>
        <translation>何も持てない。腕に着けた盾は落ちないが「止め」はできない（防御ボーナス−1）。治るまで「片腕」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>holds nothing; the shield is lost with the arm; One Arm until healed</source>
        <translation>何も持てない。盾は腕とともに失われる。治るまで「片腕」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>falls; cannot stand or walk without support; Lame (missing foot) until healed</source>
        <translation>転倒する。支えなしでは立つことも歩くこともできない。治るまで「歩行障害/脚部一部損傷」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>falls; fights sitting or lying; Lame (missing leg) until healed</source>
        <translation>転倒する。座るか横たわった姿勢で戦う。治るまで「歩行障害/脚部一部喪失」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One Eye</source>
        <translation>「片目」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blindness: no working eye left</source>
        <translation>「視覚障害」：見える目が残っていない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one usable arm fewer (a real disadvantage only below 2)</source>
        <translation>使える腕が1本減る（2本未満になって初めて不利な特徴になる）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one leg fewer (see Extra Legs)</source>
        <translation>脚が1本減る（「追加の脚」参照）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>loses the Extra Head benefits</source>
        <translation>「追加の頭」の利点を失う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot attack with it</source>
        <translation>その攻撃部位で攻撃できない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its advantages stop working; DX −1 (−2 and half Move when swimming or flying)</source>
        <translation>尻尾による利点が機能しない。敏捷力−1（泳いでいるか飛んでいるなら−2、移動力半減）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot fly; falls if airborne; cannot strike with it</source>
        <translation>飛べない（空中にいたら落下する）。翼で攻撃できない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DX −3</source>
        <translation>敏捷力−3</translation>
    </message>
</context>
<context>
    <name>EndCombatDialog</name>
    <message>
        <location filename="../kit/recovery_view.py" line="+167"/>
        <location line="+46"/>
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Each crippled part needs an HT roll: success heals it when HP is full, failure lasts for months, a critical failure is permanent. Leave &apos;Roll for me&apos; to let the app roll.</source>
        <translation>使えなくなった部位ごとに生命力判定を行います。成功ならHPが全快したときに治り、失敗なら数か月続き、ファンブルなら永続します。「自動で振る」のままにすると、アプリが振ります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Part</source>
        <translation>部位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HT roll (3d)</source>
        <translation>生命力判定（3D）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Months if lasting (1d)</source>
        <translation>持続する場合の月数（1D）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+20"/>
        <source>%1: %2 (HT %3)</source>
        <translation>%1：%2（生命力 %3）</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+8"/>
        <source>Roll for me</source>
        <translation>自動で振る</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>lost for good: no roll</source>
        <translation>永久に喪失：判定なし</translation>
    </message>
</context>
<context>
    <name>Error</name>
    <message>
        <location filename="../kit/texts.py" line="-345"/>
        <source>Type who is hit and the damage, e.g. Goblin 2d+1 cut.</source>
        <extracomment>the quick-hit line&apos;s refusals (RulesError &quot;quick_hit&quot;, by its ``why``)</extracomment>
        <translation>命中した相手とダメージを入力してください（例：ゴブリン 2d+1 切り）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No damage in the line: add a number or dice like 2d+1 after the name.</source>
        <translation>ダメージがありません：名前の後に数値か 2d+1 のようなダイスを入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody is selected.</source>
        <translation>誰も選択されていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No combatant is called “{name}”.</source>
        <translation>「{name}」という参加者はいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name who is hit before the damage.</source>
        <translation>ダメージの前に、命中した相手の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no location “{where}”.</source>
        <translation>{name}には部位「{where}」がありません。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>While a disease runs its course (V7), advance at most {days} days at a time.</source>
        <translation>病気が進行している間（V7）は、一度に最大{days}日まで時間を進めてください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At {celsius} °C everyone exposed ({exposed}) rolls for the heat or cold every half hour (V8): this advance would make about {rolls} rolls. Advance a day at a time in this weather.</source>
        <translation>{celsius} °Cでは、さらされている全員（{exposed}人）が30分ごとに暑さか寒さの判定を行います（V8）。この時間経過では約{rolls}回の判定になります。この天候では1日ずつ時間を進めてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>At {celsius} °C everyone exposed ({exposed}) rolls for the heat or cold every half hour (V8): this advance would make about {rolls} rolls. Advance at most {days} days at a time in this weather.</source>
        <translation>{celsius} °Cでは、さらされている全員（{exposed}人）が30分ごとに暑さか寒さの判定を行います（V8）。この時間経過では約{rolls}回の判定になります。この天候では一度に最大{days}日まで時間を進めてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>An eye can only be targeted from the front.</source>
        <translation>目は正面からしか狙えません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A {type} attack cannot target {location}: only {types} can.</source>
        <translation>{type}攻撃では{location}を狙えません（狙えるのは{types}のみ）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{location} cannot be targeted: the target has {trait}.</source>
        <translation>{location}は狙えません（目標の特徴：{trait}）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{location} cannot be targeted: it is gone.</source>
        <translation>{location}は狙えません：すでに失われています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This body plan has no location {location}.</source>
        <translation>この体形には部位「{location}」がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A 3d roll must be between 3 and 18.</source>
        <translation>3Dの出目は3〜18です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The sub-roll is out of range.</source>
        <translation>追加ロールの出目が範囲外です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A random location needs a 3d roll.</source>
        <translation>ランダム命中部位には3Dの出目が必要です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The armor divisor must be a number above 0.</source>
        <translation>徹甲除数は0より大きい数にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This body is destroyed: it cannot be hit.</source>
        <translation>この肉体は破壊されています：命中させられません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is dead: the dead eat no meals.</source>
        <translation>{name}は死亡している。死者は食事をとらない。</translation>
    </message>
</context>
<context>
    <name>Explain</name>
    <message>
        <location line="+22"/>
        <source>Aimed at {location}.</source>
        <translation>{location}を狙った。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random location: 3d rolled {roll} → {location}.</source>
        <translation>ランダム命中部位：3Dの出目{roll} → {location}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sub-roll {subroll} on 1d{dice} → {location}.</source>
        <translation>追加ロール：1D{dice}の出目{subroll} → {location}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From behind: a random face hit becomes the skull.</source>
        <translation>背後から：ランダムで顔に命中したら頭蓋骨への命中になる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location} is missing: the hit goes to the torso.</source>
        <translation>{location}は存在しない：胴体に命中したものとして扱う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{trait}: a hit to {location} counts as {as_location}.</source>
        <translation>{trait}：{location}への命中は{as_location}への命中として扱う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fatigue damage ignores hit location.</source>
        <translation>疲労ダメージは命中部位を無視する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DR {dr} at {location}.</source>
        <translation>{location}の防護点{dr}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Natural DR +{bonus} at {location}.</source>
        <translation>{location}には追加の防護点+{bonus}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor does not cover the eyes: DR 0.</source>
        <translation>目は鎧で守られない：防護点0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor divisor ({divisor}): DR {before} → {after}.</source>
        <translation>徹甲除数({divisor})：防護点{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor divisor ({divisor}) multiplies DR: {before} → {after}.</source>
        <translation>徹甲除数({divisor})で防護点が増える：{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against a fractional armor divisor DR is at least 1: {before} → 1.</source>
        <translation>1未満の徹甲除数に対して防護点は最低1：{before} → 1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinks in armor: DR halved, {before} → {after}.</source>
        <translation>鎧の隙間：防護点半減、{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effective DR {dr}.</source>
        <translation>有効な防護点{dr}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penetrating damage {damage} − {dr} = {penetrating}.</source>
        <translation>貫通ダメージ {damage} − {dr} = {penetrating}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flexible armor stopped the hit: blunt trauma {injury}.</source>
        <translation>柔軟な鎧が攻撃を止めた：衝撃による負傷{injury}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{type}: wounding multiplier ×{mult}.</source>
        <translation>{type}：致傷修正×{mult}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location}: {type} multiplier becomes ×{mult}.</source>
        <translation>{location}：{type}の致傷修正は×{mult}になる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unliving: {type} multiplier ×{mult}.</source>
        <translation>無生物：{type}の致傷修正×{mult}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Homogeneous: {type} multiplier ×{mult}; location multipliers ignored.</source>
        <translation>均一：{type}の致傷修正×{mult}。部位による致傷修正は無視。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diffuse: location multipliers ignored.</source>
        <translation>集合体：部位による致傷修正は無視。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Targeting the Wounded disadvantage: ×1.5 injury (total ×{mult}).</source>
        <translation>不利な特徴「傷」を狙った：負傷1.5倍（合計×{mult}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury {penetrating} × {mult} = {injury} (rounded down).</source>
        <translation>負傷 {penetrating} × {mult} = {injury}（端数切り捨て）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Penetrating damage of 1 or more always does at least 1 injury.</source>
        <translation>貫通ダメージが1以上なら、負傷は最低でも1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diffuse: injury capped at {cap}.</source>
        <translation>集合体：負傷は最大{cap}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penetrating damage: no injury.</source>
        <translation>貫通ダメージなし：負傷なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A brainless extra head is an extremity: crippled by injury over {formula}.</source>
        <translation>脳のない「追加の頭」は末端：{formula}を超える負傷で使えなくなる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location} is crippled by injury over {threshold} (at least {minimum}).</source>
        <translation>{location}は{threshold}を超える負傷（{minimum}以上）で使えなくなる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{injury} injury cripples {location}.</source>
        <translation>負傷{injury}で{location}が使えなくなる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{injury} injury does not cripple {location}.</source>
        <translation>負傷{injury}では{location}は使えなくならない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury to a limb or extremity is capped at {cap}: {before} → {cap}.</source>
        <translation>四肢・末端への負傷は{cap}が上限：{before} → {cap}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Eye injury is not capped.</source>
        <translation>目への負傷には上限がない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diffuse: immune to crippling.</source>
        <translation>集合体：部位が使えなくなることはない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location} stands for both eyes: a first crippling hit costs one eye.</source>
        <translation>{location}は両目を表す：最初の使用不能となる命中で片目を失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location} stands for both eyes and one is lost: this hit costs the other.</source>
        <translation>{location}は両目を表し、片目はすでに失われている：この命中でもう片方も失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury {injury} is at least twice {minimum}: {location} is severed.</source>
        <translation>負傷{injury}は{minimum}の2倍以上：{location}は切断された。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury {injury} is at least twice {minimum}: {location} is destroyed.</source>
        <translation>負傷{injury}は{minimum}の2倍以上：{location}は破壊された。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One of {heads} heads: injury to a head or neck from one attack is at most 2×HP/{heads} = {cap} ({before} → {cap}).</source>
        <translation>頭が{heads}つ：一度の攻撃で頭部か首に受ける負傷は最大で2×HP÷{heads}＝{cap}（{before} → {cap}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Major wound: {injury} injury is over HP/2 ({half}).</source>
        <translation>大怪我：負傷{injury}はHPの半分（{half}）を超える。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A crippling injury is always a major wound.</source>
        <translation>部位が使えなくなる負傷は常に大怪我。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockdown and stun: HT roll at {modifier:+d}.</source>
        <translation>転倒と朦朧：生命力判定（{modifier:+d}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location}: knockdown modifier {modifier:+d}.</source>
        <translation>{location}：転倒判定に{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High Pain Threshold: +3 to knockdown.</source>
        <translation>高い苦痛耐性：転倒判定に+3。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Pain Threshold: −4 to knockdown.</source>
        <translation>低い苦痛耐性：転倒判定に−4。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury to {location} with a shock penalty calls for a knockdown roll.</source>
        <translation>{location}への負傷でショックが生じたので転倒判定を行う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Already unconscious: no knockdown roll.</source>
        <translation>すでに気絶している：転倒判定はない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {hp} is 20 or more: −1 per full {k} injury ({injury} injury).</source>
        <translation>HP{hp}は20以上：負傷{k}点ごとに−1（負傷{injury}点）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shock {shock} to DX and IQ on the next turn.</source>
        <translation>ショック：次のターン、敏捷力と知力に{shock}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High Pain Threshold: no shock.</source>
        <translation>高い苦痛耐性：ショックなし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Pain Threshold: shock doubled.</source>
        <translation>低い苦痛耐性：ショック2倍。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crushing to a male groin: shock doubled (max −8).</source>
        <translation>男性の鼠径部への叩き：ショック2倍（最大−8）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP {before} → {after}.</source>
        <translation>HP {before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP {before} → {after}.</source>
        <translation>FP {before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP at 0 or below: {hp} FP lost also costs {hp} HP.</source>
        <translation>FPが0以下：失ったFP{hp}点と同じだけHPも{hp}点失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Below HP/3: reeling (half Move and Dodge).</source>
        <translation>HPが1/3未満：よろめき（移動力と「よけ」が半分）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP 0 or below: HT roll each turn to stay conscious.</source>
        <translation>HPが0以下：意識を保つため毎ターン生命力判定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HP 0 or below, already unconscious: no roll to stay conscious.</source>
        <translation>HPが0以下だがすでに気絶している：意識を保つ判定はない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reached −{n}×HP: HT roll or die.</source>
        <translation>−{n}×HPに到達：生命力判定に失敗すると死亡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reached −5×HP: dead.</source>
        <translation>−5×HPに到達：死亡。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reached −10×HP: body destroyed.</source>
        <translation>−10×HPに到達：肉体破壊。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Corrosion major wound to the face blinds {count} eye(s).</source>
        <translation>顔への侵蝕ダメージで大怪我：目が{count}つ見えなくなる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location}: {effect}</source>
        <translation>{location}：{effect}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unliving keeps the location multiplier ×{mult} at {location}.</source>
        <translation>無生物でも{location}の部位による致傷修正×{mult}は適用される。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weapon skill {skill}.</source>
        <translation>技能値{skill}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random location: no penalty to hit; the location is rolled with the hit.</source>
        <translation>ランダムな部位：命中判定に修正なし。部位は命中の処理で振る。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aimed at {location}: {value:+d}.</source>
        <translation>{location}を狙う：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aimed at chinks in the armor of {location}: {value:+d} instead of the location&apos;s penalty.</source>
        <translation>{location}の鎧の隙間を狙う：部位の修正の代わりに{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aimed at the Wound: {value:+d} more.</source>
        <translation>「傷」を狙う：さらに{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target size {size}: {value:+d}.</source>
        <translation>相手の大きさ{size}：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nearsighted: one range band farther.</source>
        <translation>「近視」：距離を一段階遠いものとして扱う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting down from {elevation} m above: one range band nearer.</source>
        <translation>高低差＋{elevation}mからの撃ちおろし：距離を一段階近いものとして扱う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting up from {elevation} m below: one range band farther.</source>
        <translation>高低差−{elevation}mからの撃ちあげ：距離を一段階遠いものとして扱う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m, point-blank: {value:+d}.</source>
        <translation>距離{range}m、目の前：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m, near: {value:+d}.</source>
        <translation>距離{range}m、近い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m, normal: {value:+d}.</source>
        <translation>距離{range}m、普通：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m, far: {value:+d}.</source>
        <translation>距離{range}m、遠い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m, very far: {value:+d}.</source>
        <translation>距離{range}m、とても遠い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m, extremely far: {value:+d}.</source>
        <translation>距離{range}m、すごく遠い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m, beyond extremely far: {value:+d}.</source>
        <translation>距離{range}m、とんでもなく遠い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target speed {speed} m/s, normal: {value:+d}.</source>
        <translation>相手の速度 秒速{speed}m、普通：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target speed {speed} m/s, fast: {value:+d}.</source>
        <translation>相手の速度 秒速{speed}m、速い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target speed {speed} m/s, very fast: {value:+d}.</source>
        <translation>相手の速度 秒速{speed}m、とても速い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target speed {speed} m/s, extremely fast: {value:+d}.</source>
        <translation>相手の速度 秒速{speed}m、すごく速い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target speed {speed} m/s, tremendously fast: {value:+d}.</source>
        <translation>相手の速度 秒速{speed}m、ものすごく速い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target speed {speed} m/s, absurdly fast: {value:+d}.</source>
        <translation>相手の速度 秒速{speed}m、とんでもなく速い：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The shooter&apos;s clothes are on fire: {value:+d}.</source>
        <translation>射手の衣服に火がついている：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting prone: {value:+d}.</source>
        <translation>姿勢／伏せ：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting prone with a braced crossbow or rifle: {value:+d}.</source>
        <translation>姿勢／伏せ（弩／ライフル）：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting crouching: {value:+d}.</source>
        <translation>姿勢／屈み：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting kneeling: {value:+d}.</source>
        <translation>姿勢／膝つき：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooting sitting: {value:+d}.</source>
        <translation>姿勢／座り：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step and fire: {value:+d}.</source>
        <translation>踏み出して射撃：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving and firing, the weapon&apos;s Bulk {bulk}: {value:+d}.</source>
        <translation>移動しながらの射撃、武器の扱いやすさ{bulk}：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moving and firing, no Bulk listed: {value:+d}.</source>
        <translation>移動しながらの射撃、扱いやすさの記載なし：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gunfire within 1 m: {value:+d}.</source>
        <translation>至近距離（1m以内）での銃撃：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shooter in poor visibility: {value:+d}.</source>
        <translation>射手が視界の悪い場所にいる：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Poor visibility is cancelled by the Survival skill.</source>
        <translation>視界の悪さは〈生存〉技能で打ち消される。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shot from {elevation} m of elevation: the target&apos;s active defense {value:+d}.</source>
        <translation>高低差{elevation}mからの射撃：相手の能動防御{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Simplified ranged modifiers are off: the GM adds the ranged modifiers as their own.</source>
        <translation>射撃の簡略化はオフ：射撃の修正はGMが自分の修正として加える。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target behind light cover: {value:+d}.</source>
        <translation>相手が薄い遮蔽物の後ろにいる：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the target&apos;s head is visible (as aiming at the head): {value:+d}.</source>
        <translation>相手は遮蔽物から頭部のみが見えている（頭に対する部位狙い扱い）：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the target&apos;s head is visible: aimed at {location}, with its own penalty and nothing more.</source>
        <translation>相手は頭部のみが見えている：{location}を狙う（その部位の修正のみで、それ以上の修正はない）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only the target&apos;s head and shoulders are visible: {value:+d}.</source>
        <translation>相手は遮蔽物から頭と肩が見えている：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only half of the target&apos;s body is visible: {value:+d}.</source>
        <translation>相手は体の半分しか見えていない：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target prone or fallen: {value:+d}.</source>
        <translation>相手が伏せている／転倒している：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target crouching, kneeling or sitting: {value:+d}.</source>
        <translation>相手がかがんでいる／膝をついている／座っている：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target prone behind minimal cover, head visible: {value:+d}.</source>
        <translation>相手は最低限の遮蔽に隠れて伏せ、頭が見えている：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target prone behind cover, barely visible: {value:+d}.</source>
        <translation>相手は物陰に隠れて伏せ、ほとんど見えない：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters in the way: {count} × −4 = {value:+d}.</source>
        <translation>間にいるキャラクター：{count} × −4 = {value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid fire, {shots} shots: {value:+d}.</source>
        <translation>連射、{shots}発：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A running infection: {value:+d} to every roll.</source>
        <translation>発症中の感染：すべての判定に{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM&apos;s modifier: {value:+d}.</source>
        <translation>GMの修正：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effective skill {skill} {modifier:+d} = {effective}.</source>
        <translation>有効技能値 {skill} {modifier:+d} = {effective}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>3d rolled {roll} against {effective}: margin {margin:+d}.</source>
        <translation>3Dの出目{roll}、目標値{effective}：差{margin:+d}。</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>A roll of {roll} against effective skill {effective} is a critical hit.</source>
        <translation>有効技能値{effective}に対して出目{roll}はクリティカル。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A roll of {roll} against effective skill {effective} is a critical miss.</source>
        <translation>有効技能値{effective}に対して出目{roll}は致命的失敗。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A roll of {roll} always misses.</source>
        <translation>出目{roll}は常に失敗。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hit, margin {margin}.</source>
        <translation>命中、成功度{margin}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed by {by}.</source>
        <translation>失敗度{by}で外れ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed {location} by exactly 1: the attack hits the torso.</source>
        <translation>{location}をちょうど1差で外した：攻撃は胴体に命中する。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid fire: 1 + {margin} ÷ Recoil {recoil} (rounded down) = {hits} hit(s), at most {shots}.</source>
        <translation>連射：1 + {margin} ÷ 反動{recoil}（端数切り捨て）= {hits}発命中（最大{shots}発）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rapid fire without a Recoil given: one hit of {shots} shots.</source>
        <translation>反動の指定がない連射：{shots}発中1発命中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dodge {value}.</source>
        <translation>よけ{value}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parry {value}.</source>
        <translation>受け{value}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block {value}.</source>
        <translation>止め{value}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reeling or very tired (below HP/3 or FP/3): Dodge halved, {before} → {after}.</source>
        <translation>よろめきまたは疲労困憊（HPかFPが1/3未満）：「よけ」が半分、{before} → {after}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retreat: {modifier:+d}.</source>
        <translation>後退：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stunned: {modifier:+d}.</source>
        <translation>朦朧：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prone: {modifier:+d}.</source>
        <translation>転倒：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack&apos;s modifier to the defense: {modifier:+d}.</source>
        <translation>攻撃による防御の修正：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A running infection: {modifier:+d} to every roll.</source>
        <translation>発症中の感染：すべての判定に{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GM&apos;s modifier: {modifier:+d}.</source>
        <translation>GMの修正：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Effective defense {effective}.</source>
        <translation>有効防御値{effective}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No active defense.</source>
        <translation>能動防御なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A defense roll of {roll} always succeeds.</source>
        <translation>防御の出目{roll}は常に成功。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A defense roll of {roll} always fails.</source>
        <translation>防御の出目{roll}は常に失敗。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A dodge against rapid fire stops 1 + {margin} = {stopped} of {hits} hits.</source>
        <translation>連射に対するよけ：{hits}発のうち1＋{margin}＝{stopped}発を防ぐ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stopped} hit(s) stopped, {through} got through.</source>
        <translation>{stopped}発を防ぎ、{through}発が命中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Out Defense (Double): a second, different defense against the {hits} hit(s) the first let through.</source>
        <translation>全力防御（2回）：最初の防御を抜けた{hits}発に、別の種類の2回目の防御。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Out Attack (Determined), melee: {value:+d}.</source>
        <translation>全力攻撃（命中重視）、近接：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Out Attack (Determined), ranged: {value:+d}.</source>
        <translation>全力攻撃（命中重視）、射撃：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move and Attack, melee: {value:+d}.</source>
        <translation>移動攻撃、近接：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move and Attack, ranged (−2 or the weapon&apos;s Bulk, the worse): {value:+d}.</source>
        <translation>移動攻撃、射撃（−2か武器の大きさ、悪い方）：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move and Attack: effective skill at most {cap}: {value:+d}.</source>
        <translation>移動攻撃：有効技能は最大{cap}：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aim, {turns} turn(s) with Acc {acc}: {value:+d}.</source>
        <translation>狙い {turns}ターン、精度{acc}：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aim, {turns} turn(s) with Acc {acc}, braced: {value:+d}.</source>
        <translation>狙い {turns}ターン、精度{acc}、依託：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Evaluate, {turns} turn(s): {value:+d}.</source>
        <translation>様子見 {turns}ターン：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacking while {posture}: {value:+d}.</source>
        <translation>{posture}姿勢での攻撃：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranged attack at a target {posture}: {value:+d}.</source>
        <translation>{posture}姿勢の目標への射撃：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attacker&apos;s own shock: {value:+d}.</source>
        <translation>攻撃側自身のショック：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The target made an All-Out Attack: no active defense.</source>
        <translation>目標は全力攻撃をした：能動防御なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The defender is {posture}: defense {value:+d}.</source>
        <translation>防御側は{posture}姿勢：防御{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Out Defense: defense {value:+d}.</source>
        <translation>全力防御：防御{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A feint against the defender: defense {value:+d}.</source>
        <translation>防御側へのフェイント：防御{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defending while {posture}: {modifier:+d}.</source>
        <translation>{posture}姿勢での防御：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All-Out Defense: {modifier:+d}.</source>
        <translation>全力防御：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feinted: {modifier:+d}.</source>
        <translation>フェイントを受けた：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With {weapon}: skill {skill}.</source>
        <translation>{weapon}で攻撃：技能{skill}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With {weapon}.</source>
        <translation>{weapon}で防御。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parried with this weapon already this turn: {modifier:+d}.</source>
        <translation>このターン既にこの武器で受けている：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Feverish Defense: {modifier:+d} (costs 1 FP).</source>
        <translation>必死の防御：{modifier:+d}（疲労1点）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The target&apos;s Size Modifier (B550): {value:+d}.</source>
        <translation>目標のサイズ修正（B550）：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Range {range} m and speed {speed} m/s: {total} on the speed/range table (B550): {value:+d}.</source>
        <translation>距離{range}m＋速度{speed}m/秒：速度／距離表で{total}（B550）：{value:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bleeding: HT {ht} {modifier:+d} (−1 per 5 HP of bleeding wounds) = {target}, 3d rolled {roll}.</source>
        <translation>出血：HT{ht} {modifier:+d}（出血する傷5点ごとに−1）＝{target}、3Dの出目{roll}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A critical success: the bleeding stops.</source>
        <translation>決定的成功：出血が止まる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A success ({streak} in a row): no blood lost this minute.</source>
        <translation>成功（{streak}回連続）：この1分は失血なし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A third success in a row: the bleeding stops.</source>
        <translation>3回連続の成功：出血が止まる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A failure: {hp} HP lost to bleeding.</source>
        <translation>失敗：出血でHPを{hp}点失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockback: {damage} basic damage ÷ (ST − 2 = {per_yard}) = {yards} yd; the roll to stay standing {modifier:+d}.</source>
        <translation>ノックバック：基本ダメージ{damage}÷（体力−2＝{per_yard}）＝{yards}m、転倒を避ける判定{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moon: 1d rolled {roll} → phase {phase}, {direction}.</source>
        <translation>月齢：1Dの出目{roll} → {phase}、{direction}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moon drifts a day: phase {before} → {after}, {direction}.</source>
        <translation>月齢が1日進む：{before} → {after}、{direction}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{days} days pass: moon phase {before} → {after}, {direction}.</source>
        <translation>{days}日経過：月齢{before} → {after}、{direction}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half-werewolf at phase {phase}: reaction {reaction:+d}.</source>
        <translation>月齢{phase}の半人狼：反応判定{reaction:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full moon by night: the half-werewolf has turned into an animal.</source>
        <translation>満月の夜：半人狼は完全に動物になっている。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Full moon: Bestial for the whole day.</source>
        <translation>満月：その日の間「獣性」を持つ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weather: 1d rolled {roll} → {weather}.</source>
        <translation>天気：1Dの出目{roll} → {weather}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rainy season: rain.</source>
        <translation>梅雨：雨。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Season: 1d rolled {roll} → {season}.</source>
        <translation>季節：1Dの出目{roll} → {season}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Temperature: 15 °C, {season}: {dice}d = {sum} → {celsius} °C.</source>
        <translation>気温：基準15 °C、{season}：{dice}D = {sum} → {celsius} °C。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{celsius} °C is {from} °C or more: heat rolls are due.</source>
        <translation>{celsius} °Cは{from} °C以上：暑さの判定が必要。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{celsius} °C is below {from} °C: no heat rolls.</source>
        <translation>{celsius} °Cは{from} °C未満：暑さの判定はない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overweight, fat, albino or heavy armor: minus the lower of DR {armor_dr} and encumbrance {encumbrance} ({modifier:+d}).</source>
        <translation>太り気味・肥満・色素欠乏・重い鎧：防護点{armor_dr}と荷重レベル{encumbrance}の低い方だけペナルティ（{modifier:+d}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{celsius} °C: −1 per full 3 °C over 30 °C ({modifier:+d}).</source>
        <translation>{celsius} °C：30 °Cを3 °C上回るごとに−1（{modifier:+d}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hot day ({celsius} °C): the fight costs 1 FP more.</source>
        <translation>暑い日（{celsius} °C）：戦闘による疲労が1点増える。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{celsius} °C is {at} °C or less: cold rolls are due.</source>
        <translation>{celsius} °Cは{at} °C以下：寒さの判定が必要。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{celsius} °C is above {at} °C: no cold rolls.</source>
        <translation>{celsius} °Cは{at} °Cより高い：寒さの判定はない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{celsius} °C: −1 per full 3 °C below 0 °C ({modifier:+d}).</source>
        <translation>{celsius} °C：0 °Cを3 °C下回るごとに−1（{modifier:+d}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{gear}: {modifier:+d}.</source>
        <translation>{gear}：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{clothes}: {modifier:+d}.</source>
        <translation>{clothes}：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Albino in the sun ({celsius} °C, {weather}): HT roll, 1 HP lost even on a success, 1d on a failure.</source>
        <translation>日光の下の色素欠乏（{celsius} °C、{weather}）：生命力判定、成功しても1点、失敗なら1Dのダメージ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sun roll for the albino ({celsius} °C, {weather}, {time}).</source>
        <translation>色素欠乏の日光の判定はない（{celsius} °C、{weather}、{time}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{celsius} °C: −2 per full 3 °C over 30 °C ({modifier:+d}).</source>
        <translation>{celsius} °C：30 °Cを3 °C上回るごとに−2（{modifier:+d}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out in the sun without protection: no roll.</source>
        <translation>日光への備えなしで出歩いた：判定の余地すらない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No roll allowed: as a failure.</source>
        <translation>判定できない：失敗として扱う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sun costs {hp} HP.</source>
        <translation>日光で{hp}点のダメージ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind}: 3d rolled {roll} against {target}: {result}.</source>
        <translation>{kind}：3Dの出目{roll}（目標値{target}）：{result}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{kind}: the failure costs {fp} FP.</source>
        <translation>{kind}：失敗でFP{fp}点を失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP {fp} is 3 or less: the heat costs 1 HP as well.</source>
        <translation>FP{fp}は3以下：暑さでHPも1点減る。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>FP {fp} is below 3: the cold costs 1 HP as well.</source>
        <translation>FP{fp}は3未満：寒さでHPも1点減る。</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+11"/>
        <source>A running infection: {modifier:+d} to all rolls.</source>
        <translation>発症中の感染：すべての判定に{modifier:+d}。</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Missed meal ({row} in a row): {fp} FP.</source>
        <translation>食事を抜いた（{row}回続けて）：FP{fp}点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Missed meal {row} in a row (from the {from}th): 1 HP as well.</source>
        <translation>{row}回続けて食事を抜いた（{from}回目から）：HPも1点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Meal eaten ({eaten} of {of} today).</source>
        <translation>食事をした（今日{of}食のうち{eaten}食目）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A full day of meals: hunger gives back {fp} FP and {hp} HP.</source>
        <translation>一日三食きっちり取った：飢えで失ったFP{fp}点とHP{hp}点が回復。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{environment}: {modifier:+d}.</source>
        <translation>{environment}：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wound disinfected: {modifier:+d}.</source>
        <translation>傷口を消毒した：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First Aid/Physician {skill} of whoever disinfected: {modifier:+d}.</source>
        <translation>消毒した者の〈応急処置〉／〈医師〉{skill}：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill {skill} does not count: the wound was not disinfected.</source>
        <translation>技能{skill}は数えない：傷口を消毒していない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medical kit: {modifier:+d}.</source>
        <translation>医療キット：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ST {st}: {modifier:+d}.</source>
        <translation>体力{st}：{modifier:+d}。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sterilize: the wound cannot be infected.</source>
        <translation>《殺菌》：傷口は感染しない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infection: HT roll 3d {roll} against {target}: {result}.</source>
        <translation>感染：生命力判定 3Dの出目{roll}（目標値{target}）：{result}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The wound is infected: fever in {hours} hours.</source>
        <translation>傷口から感染した：{hours}時間後に発症。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infected wound: 3d rolled {roll} → {location}.</source>
        <translation>感染した傷：3Dの出目{roll} → {location}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side: 1d rolled {side_roll} → {location}.</source>
        <translation>左右：1Dの出目{side_roll} → {location}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>18 on a woman: the face.</source>
        <translation>女性の18：顔とする。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fever: {fp} FP at once, 1 HT lost, {penalty:+d} to all rolls.</source>
        <translation>発症：即座にFP{fp}点、生命力を1点失い、すべての判定に{penalty:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infected head wound: physically stunned while it lasts.</source>
        <translation>頭の傷の感染：治るまで常に肉体的朦朧状態。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infected face: Appearance one level lower.</source>
        <translation>顔の傷の感染：容貌が一段階下がる。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{ht_lost} HT lost: the wound festers, {penalty:+d} to all rolls.</source>
        <translation>生命力を{ht_lost}点失った：傷口が化膿し高熱、すべての判定に{penalty:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Day {day} of the disease ({location}): {ht} HT and {fp} FP lost.</source>
        <translation>発症{day}日目（{location}）：生命力{ht}点とFP{fp}点を失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Infected vitals, day {day}: 2 more each day, {penalty:+d} to all rolls in all.</source>
        <translation>重要器官の感染、{day}日目：1日ごとにさらに−2、すべての判定に合計{penalty:+d}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HT {ht}: the infected head costs 1 IQ for good.</source>
        <translation>生命力{ht}：頭の感染で知力を永遠に1点失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HT 0: the infection ({location}) takes no more HT — the GM decides (R24).</source>
        <translation>生命力0：感染（{location}）はこれ以上生命力を奪わない — GMが裁定する（R24）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HT {ht}: the infected vitals cost 1 ST for good.</source>
        <translation>生命力{ht}：重要器官の感染で体力を永遠に1点失う。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{ht_lost} HT lost (a third of HT is {third}): impotence.</source>
        <translation>生命力を{ht_lost}点失った（生命力の3分の1は{third}）：性的不能。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crippled {location}: HT {ht}, {penalty:+d} for the disease, {bonus:+d} Rapid Healing = {target}; 3d rolled {roll}: {result}.</source>
        <translation>使えなくなった{location}：生命力{ht}、病気{penalty:+d}、高速治癒{bonus:+d} = {target}；3Dの出目{roll}：{result}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location} will heal.</source>
        <translation>{location}は治る。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location} is lost for good: necrosis, only Regeneration restores it.</source>
        <translation>{location}は永遠に使えない：壊死し、《再生》でしか戻らない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cured ({how}): the disease ends.</source>
        <translation>治癒（{how}）：病気は治った。</translation>
    </message>
</context>
<context>
    <name>ExposureDialog</name>
    <message>
        <location filename="../kit/campaign_dialogs.py" line="-108"/>
        <source>Heat and cold — %1</source>
        <translation>暑さと寒さ — %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Overweight</source>
        <translation>太り気味</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fat</source>
        <translation>肥満</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Albino</source>
        <translation>色素欠乏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heavy armor</source>
        <translation>重い鎧を着ている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fully protected against the sun</source>
        <translation>日光に完全に備えている</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+14"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>ordinary</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Armor DR:</source>
        <translation>鎧の防護点:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Encumbrance level:</source>
        <translation>荷重レベル:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Against the cold:</source>
        <translation>防寒の装備:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clothes:</source>
        <translation>服装:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Survival (desert or urban):</source>
        <translation>〈生存／砂漠〉か〈生存／都市〉:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Survival (arctic or urban):</source>
        <translation>〈生存／極地方〉か〈生存／都市〉:</translation>
    </message>
</context>
<context>
    <name>FirstAidDialog</name>
    <message>
        <location filename="../kit/first_aid_dialog.py" line="+27"/>
        <source>First Aid — {0}</source>
        <translation>応急手当 — {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The healer&apos;s First Aid skill</source>
        <translation>手当てする人の〈応急手当〉技能</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Roll 3d</source>
        <translation>3Dを振る(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>HP a success gives back: 1 for bandaging, or your roll on the First Aid table (B424)</source>
        <translation>成功したときに回復するHP：包帯なら1、または応急手当の表（B424）で振った値</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>First Aid &amp;skill:</source>
        <translation>〈応急手当〉技能(&amp;S):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;3d roll:</source>
        <translation>3Dの出目(&amp;3):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;HP back on a success:</source>
        <translation>成功時に回復するHP(&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;OK</source>
        <translation>OK(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Bleeding (W4) is not on in this encounter: turn it on in Rules and options.</source>
        <translation>この遭遇では出血（W4）が無効です：［ルールとオプション］で有効にしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This combatant is no longer in the encounter.</source>
        <translation>この参加者はもう遭遇にいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll 3d or type the roll.</source>
        <translation>3Dを振るか、出目を入力してください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>First Aid on {0}</source>
        <translation>{0}に応急手当</translation>
    </message>
</context>
<context>
    <name>GcsImport</name>
    <message>
        <location filename="../kit/import_dialog.py" line="+314"/>
        <source>The file does not exist.</source>
        <translation>ファイルがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file cannot be read ({reason}).</source>
        <translation>ファイルを読めません（{reason}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not a regular file (a pipe, a device or a socket): it is not read.</source>
        <translation>通常のファイルではありません（パイプ、デバイスまたはソケット）。読み込みません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is too large ({size} MB): a GCS character file is far smaller.</source>
        <translation>ファイルが大きすぎます（{size} MB）。GCSのキャラクターファイルはずっと小さいはずです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not a GCS character file: it is not text.</source>
        <translation>GCSのキャラクターファイルではありません：テキストではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not a GCS character file: not valid JSON ({detail}).</source>
        <translation>GCSのキャラクターファイルではありません：正しいJSONではありません（{detail}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not a GCS character file: its JSON is nested too deeply.</source>
        <translation>GCSのキャラクターファイルではありません：JSONの入れ子が深すぎます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not a GCS character file: {detail}.</source>
        <translation>GCSのキャラクターファイルではありません：{detail}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>GCS file version {version} cannot be read: only version 5 (GCS 5.x) can. Open the file in a current GCS and save it again.</source>
        <translation>GCSファイルのバージョン{version}は読めません。読めるのはバージョン5（GCS 5.x）だけです。最新のGCSで開いて保存し直してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives no HP (attributes: hp, calc.value).</source>
        <translation>ファイルにHPがありません（attributes の hp、calc.value）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives HP {value}: a combatant needs at least 1 HP.</source>
        <translation>ファイルのHPが{value}です。参加者にはHPが1以上必要です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The body type has {count} hit locations: at most {limit} can be used.</source>
        <translation>体形の命中部位が{count}か所あります：使えるのは{limit}か所までです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The imported values are out of range for an encounter ({detail}).</source>
        <translation>読み込んだ値が遭遇で扱える範囲を超えています（{detail}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file holds something the importer cannot read ({detail}).</source>
        <translation>ファイルに読み込めない内容があります（{detail}）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives no name: called “{name}” after its title.</source>
        <translation>ファイルに名前がありません：肩書きから「{name}」と呼びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives no name: called “{name}” after the file.</source>
        <translation>ファイルに名前がありません：ファイル名から「{name}」と呼びます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives no FP: FP are taken as HT ({ht}).</source>
        <translation>ファイルにFPがありません：FPは生命力（{ht}）とします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives no {stat}: {value} is used.</source>
        <translation>ファイルに{stat}がありません：{value}を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives no Basic Speed: {value} is used.</source>
        <translation>ファイルに基本速度がありません：{value}を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{stat} {current} of {maximum}, as the file has it.</source>
        <translation>{stat}はファイルのとおり{maximum}中{current}です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file has no body type: the humanoid plan is used.</source>
        <translation>ファイルに体形がありません：人間型を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Body type “{body}” is not one of GCS&apos;s standard body types: it becomes a body plan of its own.</source>
        <translation>体形「{body}」はGCSの標準の体形ではありません：独自の体形として取り込みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Body type “{body}” is not GCS&apos;s standard table of that name: it becomes a body plan of its own.</source>
        <translation>体形「{body}」は同じ名前のGCS標準の命中部位表と違います：独自の体形として取り込みます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Body type “{body}” has the table of GCS&apos;s “{standard}”: that built-in plan is used.</source>
        <translation>体形「{body}」はGCSの「{standard}」と同じ命中部位表です：その組み込みの体形を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken as limbs (from their ids): {locations}.</source>
        <translation>四肢とみなした部位（IDから判断）：{locations}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken as extremities (from their ids): {locations}.</source>
        <translation>末端とみなした部位（IDから判断）：{locations}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken as eyes (from their ids): {locations}.</source>
        <translation>目とみなした部位（IDから判断）：{locations}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken as the standard location their id names (skull, face, neck, torso, vitals, groin): {locations}.</source>
        <translation>IDが示す標準の部位（頭蓋骨・顔・首・胴体・重要器官・鼠径部）とみなした部位：{locations}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken as torso-like (no limb, extremity or eye in the id): {locations}.</source>
        <translation>胴体と同じ扱いにした部位（IDに四肢・末端・目の語がない）：{locations}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sub-locations taken as the kind of the location they belong to: {locations}.</source>
        <translation>属する部位と同じ種類とみなした細部位：{locations}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s hit-location table leaves the 3d rolls {rolls} empty: they hit {location}.</source>
        <translation>ファイルの命中部位表には3Dの出目{rolls}がありません：その出目は{location}に当たります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s hit-location table runs past 18: {locations} can only be aimed at.</source>
        <translation>ファイルの命中部位表が18を超えています：{locations}は狙ったときだけ当たります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file&apos;s hit-location table is rolled with {roll}, not 3d: random hits all go to {location}.</source>
        <translation>ファイルの命中部位表は3Dではなく{roll}で振ります：ランダムな命中はすべて{location}に当たります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second roll under {location} ({roll}) cannot be used: its parts can only be aimed at.</source>
        <translation>{location}の下の2回目の判定（{roll}）は使えません：その細部位は狙ったときだけ当たります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table under {location} has a table of its own, which is not read: hits there count as {location}.</source>
        <translation>{location}の下の表にさらに表がありますが、読み込みません：そこへの命中は{location}への命中とします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location}: the file&apos;s hit penalty {file} differs from the standard {plan}; the standard one is used.</source>
        <translation>{location}：ファイルの命中修正{file}は標準の{plan}と違います。標準の値を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DR against particular damage types is not applied (see the notes): {list}.</source>
        <translation>特定のダメージの種類に対する防護点は適用しません（メモを参照）：{list}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location}: the file gives DR {used} and {other}; {used} is used.</source>
        <translation>{location}：ファイルに防護点{used}と{other}があります。{used}を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{location}: the file&apos;s DR {file} is below the natural DR {bonus} the tracker adds; DR 0 is stored.</source>
        <translation>{location}：ファイルの防護点{file}は、トラッカーが自動で加える生来の防護点{bonus}より小さいので、防護点0とします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file gives no DR for {locations}: DR 0.</source>
        <translation>ファイルに{locations}の防護点がありません：防護点0とします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury Tolerance kinds read from the trait&apos;s notes: {kinds}.</source>
        <translation>特徴のメモから読み取った負傷耐性の種類：{kinds}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{trait}” names no Injury Tolerance kind the tracker knows.</source>
        <translation>「{trait}」には、トラッカーが知っている負傷耐性の種類がありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Injury Tolerance “{kind}” is not applied by the tracker.</source>
        <translation>負傷耐性「{kind}」はトラッカーでは適用しません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{trait}” changes wounding, shock or survival, and the tracker does not apply it.</source>
        <translation>「{trait}」は負傷・ショック・生死に影響しますが、トラッカーでは適用しません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{trait}” is not applied by the tracker: the combatant heals by rest and natural recovery as anyone does (the GM edits HP by hand).</source>
        <translation>「{trait}」はトラッカーでは適用しません。休息と自然回復で普通に回復します（HPはGMが手で編集してください）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra Arms: {count} arms in all; the body plan shows {shown}.</source>
        <translation>追加の腕：腕は全部で{count}本。体形に描かれているのは{shown}本です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra Legs: {count} legs in all; the body plan shows {shown}.</source>
        <translation>追加の脚：脚は全部で{count}本。体形に描かれているのは{shown}本です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{trait}”: the number of legs cannot be read; legs are as the body plan.</source>
        <translation>「{trait}」：脚の本数を読み取れません。脚は体形どおりとします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra Head: {count} heads with a brain; the silhouette shows one.</source>
        <translation>追加の頭：脳のある頭が{count}つ。シルエットには1つだけ描きます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“{trait}”: brainless extra heads are not counted.</source>
        <translation>「{trait}」：脳のない追加の頭は数えません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{trait}: {value} is out of range; {used} is used.</source>
        <translation>{trait}：{value} は範囲外のため、{used} を使います。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Both High and Low Pain Threshold are taken: check the file.</source>
        <translation>高い苦痛耐性と低い苦痛耐性の両方があります：ファイルを確認してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Imported from GCS: {file}</source>
        <translation>GCSから読み込み：{file}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DR by damage type (not applied): {list}</source>
        <translation>ダメージの種類ごとの防護点（適用しない）：{list}</translation>
    </message>
</context>
<context>
    <name>GurpsKit</name>
    <message>
        <location filename="../kit/kit.py" line="+31"/>
        <source>Dodge {0}</source>
        <extracomment>the sheet&apos;s active defenses as the detail panel names them (context &quot;GurpsKit&quot;)</extracomment>
        <translation>よけ{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parry {0}</source>
        <translation>受け{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block {0}</source>
        <translation>止め{0}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>HP &lt;b style=&apos;color:{0}&apos;&gt;{1}&lt;/b&gt;/{2} · FP {3}/{4}</source>
        <translation>HP &lt;b style=&apos;color:{0}&apos;&gt;{1}&lt;/b&gt;/{2} · FP {3}/{4}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>HP {0}/{1} · FP {2}/{3} · HT {4} · DX {5} · Basic Speed {6}&lt;br&gt;DR {7}</source>
        <translation>HP {0}/{1} · FP {2}/{3} · 生命力 {4} · 敏捷力 {5} · 基本速度 {6}&lt;br&gt;防護点 {7}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>{0}: {1} injury, {2}</source>
        <translation>{0}：負傷{1}、{2}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: {1} injury</source>
        <translation>{0}：負傷{1}</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Crippled / lost</source>
        <translation>使用不能・喪失</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Recovery timers</source>
        <translation>回復タイマー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>World</source>
        <translation>世界</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>HP/3</source>
        <translation>HP/3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>−1×HP</source>
        <translation>−1×HP</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>GURPS is a trademark of Steve Jackson Games, and its rules and art are copyrighted by Steve Jackson Games. All rights are reserved by Steve Jackson Games. This is an unofficial, free fan tool, not endorsed by Steve Jackson Games.</source>
        <translation>GURPSはSteve Jackson Gamesの商標であり、そのルールとアートの著作権はSteve Jackson Gamesに帰属します。すべての権利はSteve Jackson Gamesが保有します。本ツールは非公式の無料ファンツールであり、Steve Jackson Gamesの承認を受けたものではありません。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Quick hit</source>
        <translation>クイック命中</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>GURPS Character Sheet files</source>
        <translation>GURPS Character Sheetのファイル</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Sort by Basic Speed and start at round 1</source>
        <translation>基本速度順に並べ、第1ラウンドから開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll crippling durations (G7) and stop the fight</source>
        <translation>部位が使えなくなる時間を判定して（G7）戦闘を終える</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>&amp;Maneuver and posture…</source>
        <translation>行動と姿勢(&amp;M)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the selected combatant&apos;s maneuver or set its posture</source>
        <translation>選択中の戦闘参加者の行動を選ぶか、姿勢を設定します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Aid…</source>
        <translation>応急手当…</translation>
    </message>
</context>
<context>
    <name>HitDefense</name>
    <message>
        <location filename="../kit/hit_defense.py" line="+30"/>
        <source>De&amp;fense…</source>
        <extracomment>the defense stopped the hit (it is logged; nothing is left to enter)</extracomment>
        <translation>防御(&amp;F)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The target&apos;s active defense against this hit first (Dodge, Parry or Block)</source>
        <translation>この命中に対して先に標的の能動防御（よけ・受け・止め）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0} defends</source>
        <extracomment>a failed defense, applied with the hit: (defense, its 3d roll, the result)</extracomment>
        <translation>{0}の防御</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The defense failed: Apply enters the hit with it.</source>
        <translation>防御失敗：適用すると防御と命中をまとめて記録します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hit {0}</source>
        <translation>{0}に命中</translation>
    </message>
</context>
<context>
    <name>HitDialog</name>
    <message>
        <location filename="../kit/hit_dialog.py" line="+161"/>
        <source>Hit on {0}</source>
        <extracomment>armor divisors offered in the (editable) divisor combo location kind -&gt; the only damage types that can target it (G2) the keys of what the document remembers for the next hit (EncounterDocument.remembered): the damage type and divisor (the GM usually deals the same kind of damage again), and the types applied lately, newest first (the eye takes the last one that can hit it) dialog-local dice for damage and random-location rolls (seed shown in the trace) (3d roll, sub-roll) last rolled by the Random button the Outcome of the applied hit, once Apply succeeded RULES M: the hit of an All-Out Attack (Strong); the attack&apos;s Apply adds the bonus, the preview and the odds show it (:meth:`set_strong`) the dice of the attacker&apos;s weapon (W1): typed damage of a Strong hit counts them the location the GM chose (kept when the combo is refilled after a model change) one line saying the hit went to the part around the one clicked (or None)</extracomment>
        <translation>{0}への命中</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>e.g. 9 or 2d+1</source>
        <translation>例：9、2d+1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Basic damage: a number, or a dice expression (2d+1, 3d-1, 1d6) to roll</source>
        <translation>基本ダメージ：数値か、振るためのダイス式（2d+1、3d-1、1d6）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>R&amp;oll</source>
        <translation>振る(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the dice expression (Enter in the field)</source>
        <translation>ダイス式を振る（欄の中でEnterでも可）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Armor divisor: 2 halves DR; 0.5 doubles it (DR 0 counts as 1)</source>
        <translation>徹甲除数：2なら防護点半減、0.5なら2倍（防護点0は1として扱う）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ra&amp;ndom location</source>
        <translation>ランダム部位(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll 3d (and the sub-roll) for a random location</source>
        <translation>ランダム命中部位の3D（と追加ロール）を振る</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The 3d roll on the hit-location table (3-18)</source>
        <translation>命中部位表の3Dの出目（3〜18）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The second roll that picks one of several locations (which hand, which leg)</source>
        <translation>複数の部位から1つを選ぶための追加ロール（どちらの手か、どの脚か）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Chinks in armor</source>
        <translation>鎧の隙間(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Explosive</source>
        <translation>爆発(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Targeting the &amp;Wound</source>
        <translation>「傷」を狙う(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Aiming at the Wounded disadvantage: -7 to hit, 1.5× injury</source>
        <translation>不利な特徴「傷」を狙う：命中判定に-7、負傷1.5倍</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From &amp;behind</source>
        <translation>背後から(&amp;B)</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>How the hit is resolved</source>
        <translation>命中の処理手順</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Apply</source>
        <translation>適用(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Damage:</source>
        <extracomment>the defense step for a hit entered without an attack roll (hit_defense.py)</extracomment>
        <translation>ダメージ(&amp;D):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Type:</source>
        <translation>種類(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor di&amp;visor:</source>
        <translation>徹甲除数(&amp;V):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Location:</source>
        <translation>命中部位(&amp;L):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Sub-roll:</source>
        <translation>追加ロール(&amp;S):</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;3d roll:</source>
        <translation>3Dの出目(&amp;3):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step by step:</source>
        <translation>処理手順:</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>Random (3d roll)</source>
        <translation>ランダム（3D）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Enter the damage: a number, or dice like 2d+1.</source>
        <translation>ダメージを入力してください（数値か、2d+1のようなダイス式）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>“{0}” is not a number or a dice expression like 2d+1, 3d-1 or 1d6.</source>
        <translation>「{0}」は数値でも、2d+1・3d-1・1d6のようなダイス式でもありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Press Roll (or Enter) to roll {0}.</source>
        <translation>「振る」（またはEnter）で{0}を振ります。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Enter the 3d roll for the random location, or press Random location.</source>
        <translation>ランダム命中部位の3Dの出目を入力するか、「ランダム部位」を押してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Enter the sub-roll (1-{0}).</source>
        <translation>追加ロールの出目（1〜{0}）を入力してください。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The armor divisor must be a number above 0 (e.g. 2 or 0.5).</source>
        <translation>徹甲除数は0より大きい数にしてください（例：2、0.5）。</translation>
    </message>
    <message>
        <location line="+125"/>
        <source>3d: {0} → {1}</source>
        <translation>3D：{0} → {1}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3d: {0} → sub-roll 1d{1}</source>
        <translation>3D：{0} → 追加ロール1D{1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} → {1}</source>
        <translation>{0} → {1}</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>{0} cannot hit the {1}: entered on the torso around it.</source>
        <translation>{0}では{1}を狙えないため、その周りの胴体への命中として入力しました。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>&lt;b&gt;{name}&lt;/b&gt; — HP {hp}/{max_hp} · FP {fp}/{max_fp} · {plan}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — HP {hp}/{max_hp} · FP {fp}/{max_fp} · {plan}</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>This combatant is no longer in the encounter.</source>
        <translation>この参加者はもう戦闘にいません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}&apos;s body is destroyed: it cannot be hit.</source>
        <translation>{0}の肉体は破壊されています：命中させられません。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>to hit {0}</source>
        <translation>命中修正{0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the hit to see what it does.</source>
        <translation>命中を入力すると、その結果がここに表示されます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Fatigue damage: FP {0} → &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>疲労ダメージ：FP {0} → &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+22"/>
        <source>HP {0} → &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>HP {0} → &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>3d {0}</source>
        <translation>3Dの出目{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sub-roll {0}</source>
        <translation>追加ロール{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>counts as {0}</source>
        <translation>{0}として扱う</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Location: &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>命中部位：&lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Injury &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>負傷 &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>({0} before the cap)</source>
        <translation>（上限適用前は{0}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No injury (DR {0} stops {1} damage)</source>
        <translation>負傷なし（防護点{0}がダメージ{1}を止めた）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+3"/>
        <source>{0} {1}</source>
        <translation>{0}：{1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blinded: {0}</source>
        <translation>視力喪失：{0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Major wound&lt;/b&gt;</source>
        <translation>&lt;b&gt;大怪我&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Knockdown and stun: HT roll at {0}</source>
        <translation>転倒と朦朧：生命力判定（{0}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shock {0} to DX and IQ</source>
        <translation>ショック：敏捷力と知力に{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out of combat: no shock</source>
        <translation>戦闘外：ショックなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reeling: half Move and Dodge</source>
        <translation>よろめき：移動力と「よけ」が半分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HT roll each turn to stay conscious</source>
        <translation>意識を保つため毎ターン生命力判定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Death checks: {0}</source>
        <translation>死亡判定：{0}回</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Body destroyed</source>
        <translation>肉体破壊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dead</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Damage rolled here (dice seed {0}): {1}</source>
        <translation>ここで振ったダメージ（ダイスのシード{0}）：{1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Location rolled here (dice seed {0}): {1}</source>
        <translation>ここで振った命中部位（ダイスのシード{0}）：{1}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Hit {0}</source>
        <translation>{0}に命中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hit could not be applied.</source>
        <translation>命中を適用できませんでした。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../kit/import_dialog.py" line="-298"/>
        <source>Import characters from GCS</source>
        <translation>GCSからキャラクターの読み込み</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Side</source>
        <translation>陣営</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Body plan</source>
        <translation>体形</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warnings</source>
        <translation>注意</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>These files cannot be imported:</source>
        <translation>読み込めないファイル：</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>All &amp;PCs</source>
        <translation>全員PC(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All &amp;enemies</source>
        <translation>全員敵(&amp;E)</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+114"/>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <location line="-79"/>
        <source>Side of {0}</source>
        <translation>{0}の陣営</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} (its own plan)</source>
        <translation>{0}（独自の体形）</translation>
    </message>
    <message>
        <location line="+27"/>
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
        <source>Check each one&apos;s side and body plan, and uncheck the ones not to add. Nothing is added until you press Add.</source>
        <translation>陣営と体形を確かめ、追加しないキャラクターはチェックを外してください。「追加」を押すまで何も追加されません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 file cannot be imported (listed below).</source>
        <translation>1つのファイルは読み込めません（下に表示）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} files cannot be imported (listed below).</source>
        <translation>{0}個のファイルは読み込めません（下に表示）。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&amp;Add 1 character</source>
        <translation>1人を追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Add {0} characters</source>
        <translation>{0}人を追加(&amp;A)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Warnings for {0}:</source>
        <translation>{0}についての注意：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No warnings for {0}.</source>
        <translation>{0}についての注意はありません。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Import {0} characters</source>
        <translation>キャラクター{0}人を読み込み</translation>
    </message>
</context>
<context>
    <name>InfectionProfileDialog</name>
    <message>
        <location filename="../kit/campaign_dialogs.py" line="+32"/>
        <source>Infection — %1</source>
        <translation>感染 — %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Blood: no infection roll</source>
        <translation>血液なし：感染の判定はない</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Female (an 18 on the table is the face)</source>
        <translation>女性（表の18は顔）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rapid Healing (+5 to keep a crippled part)</source>
        <translation>高速治癒（使えなくなった部位を守る判定に+5）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>ST:</source>
        <translation>体力:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dominant hand:</source>
        <translation>利き腕:</translation>
    </message>
</context>
<context>
    <name>InfectionRollDialog</name>
    <message>
        <location line="-194"/>
        <source>Infection roll — %1</source>
        <translation>感染の判定 — %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The wound was disinfected (+3)</source>
        <translation>傷口を消毒した（+3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A medical kit (+2)</source>
        <translation>医療キットがある（+2）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Sterilize spell: no infection</source>
        <translation>《殺菌》の呪文：感染しない</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Where the wound was taken:</source>
        <translation>傷を負った場所:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First Aid or Physician of whoever disinfected:</source>
        <translation>消毒した者の〈応急処置〉か〈医師〉:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ST of the wounded:</source>
        <translation>負傷者の体力:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Where it festers, if infected (3d):</source>
        <translation>感染した場合の部位（3D）:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Side, for 7 and 15–16 (1d):</source>
        <translation>左右（7と15〜16のとき、1D）:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bleeding wounds: %1. Set what applies, then roll in the Checks dock.</source>
        <translation>出血した傷：%1。当てはまる修正を設定し、「判定」ドックで振ってください。</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Sterilized: no roll, no infection.</source>
        <translation>殺菌済み：判定なし、感染しない。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HT %1 %2 = %3: roll this or less on 3d.</source>
        <translation>生命力%1 %2 = %3：3Dでこの値以下なら成功。</translation>
    </message>
</context>
<context>
    <name>InfectionRows</name>
    <message>
        <location filename="../kit/infection_view.py" line="+129"/>
        <source>Infected wounds (V7)</source>
        <translation>感染した傷（V7）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Combatant</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Wound</source>
        <translation>傷</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stage</source>
        <translation>段階</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Course</source>
        <translation>経過</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Holds and took</source>
        <translation>影響</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cure…</source>
        <translation>治療…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End the selected infection: what it took for good stays, the held FP come back with rest</source>
        <translation>選んだ感染を治す：永久に失ったものは戻らない。戻らなかったFPは休息で回復する</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Cure spell</source>
        <translation>《療治》の呪文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hunters&apos; hospital</source>
        <translation>ハンター専門の病院</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GM says so</source>
        <translation>GMの裁定</translation>
    </message>
</context>
<context>
    <name>InfectionView</name>
    <message>
        <location line="-93"/>
        <source>fever in %1 h</source>
        <translation>%1時間後に発症</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cured; HT back in %1 days</source>
        <translation>治癒；生命力は%1日で戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cured</source>
        <translation>治癒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>day %1 of the disease; next loss in %2 h</source>
        <translation>発症%1日目；次の悪化まで%2時間</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>HT %1</source>
        <translation>生命力%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 FP held</source>
        <translation>FP%1点が戻らない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 to all rolls</source>
        <translation>すべての判定に%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>physically stunned</source>
        <translation>肉体的朦朧状態</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>IQ %1 for good</source>
        <translation>知力%1（永久）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ST %1 for good</source>
        <translation>体力%1（永久）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>impotent</source>
        <translation>性的不能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Appearance %1</source>
        <translation>容貌%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the part is lost for good</source>
        <translation>部位は永遠に使えない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the part will heal</source>
        <translation>部位は治る</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Cure {0}</source>
        <translation>{0}を治療</translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message>
        <location filename="../kit/kit.py" line="-164"/>
        <source>HP and the other tracks, wounds, crippled and lost parts, the posture (kept: one lying stays lying), the rolls still owed, and recovery timers with today&apos;s date</source>
        <translation>HPなどの値、負傷、使用不能・喪失した部位、姿勢（保たれます：倒れている人は倒れたまま）、まだ振っていない判定、回復タイマー（今日の日付つき）</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <location filename="../kit/texts.py" line="-539"/>
        <source>temporary</source>
        <extracomment>recovery timer kind -&gt; English name (translated in context &quot;Log&quot;)</extracomment>
        <translation>一時的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>lasting</source>
        <translation>持続的</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>permanent</source>
        <translation>永続的</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>hit</source>
        <extracomment>attack roll result id -&gt; English words (translated in context &quot;Log&quot;)</extracomment>
        <translation>命中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>miss</source>
        <translation>外れ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>critical hit</source>
        <translation>クリティカル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>critical miss</source>
        <translation>致命的失敗</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>missed by 1, hits the torso</source>
        <translation>1差で失敗、胴体に命中</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>success</source>
        <extracomment>active defense id / defense result -&gt; English words (translated in context &quot;Log&quot;); a dodge, parry and block are named by the words file (``page.seat.defenses``, :mod:`.page_words`)</extracomment>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>random location</source>
        <extracomment>the aimed location of an attack at a random location</extracomment>
        <translation>ランダムな部位</translation>
    </message>
</context>
<context>
    <name>Maneuver</name>
    <message>
        <location filename="../kit/maneuver_text.py" line="+22"/>
        <source>Determined (+4 melee, +1 ranged)</source>
        <extracomment>The names of maneuvers, of their options (short, inside a maneuver&apos;s label) and of postures are the words file&apos;s ``page.maneuvers``, ``page.options`` and ``page.postures``: one source for the window, the players&apos; screens and the page. an option&apos;s long name, for the maneuver dialog&apos;s choice, where it is longer than the short name</extracomment>
        <translation>命中重視（近接+4、射撃+1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong (melee damage +2 or +1 a die)</source>
        <translation>威力重視（近接ダメージ+2か1ダイスごと+1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increased Dodge (+2)</source>
        <translation>よけ強化（+2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increased Parry (+2)</source>
        <translation>受け強化（+2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Increased Block (+2)</source>
        <translation>止め強化（+2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Move and Attack: at most 9</source>
        <extracomment>the attack roll&apos;s M and G10 parts that are a maneuver (with its option), by name the attack roll&apos;s other M and G10 parts as words (context &quot;Maneuver&quot;)</extracomment>
        <translation>移動攻撃：最大9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the attacker&apos;s shock</source>
        <translation>攻撃側のショック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>attacking while {0}</source>
        <translation>{0}姿勢で攻撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>target {0}</source>
        <translation>目標が{0}姿勢</translation>
    </message>
</context>
<context>
    <name>ManeuverDialog</name>
    <message>
        <location filename="../kit/maneuver_dialog.py" line="+31"/>
        <source>Maneuver and posture — {0}</source>
        <translation>行動と姿勢 — {0}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Braced (+1)</source>
        <translation>依託(&amp;B)（+1）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Maneuver:</source>
        <translation>行動(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Option:</source>
        <translation>選択肢(&amp;O)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Target:</source>
        <translation>目標(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weapon &amp;Acc:</source>
        <translation>武器の精度(&amp;A)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Feint&apos;s ma&amp;rgin:</source>
        <translation>フェイントの成功度(&amp;R)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Posture:</source>
        <translation>姿勢(&amp;P)：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>A maneuver is chosen at the start of the combatant&apos;s own turn; out of it the posture is just set (the GM setting the table right).</source>
        <translation>行動はその戦闘参加者自身のターンの開始時に選びます。それ以外では姿勢をそのまま設定します（GMによる訂正）。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Not possible.</source>
        <translation>できません。</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../kit/campaign_text.py" line="+20"/>
        <source>weather unknown</source>
        <extracomment>modules/texts.NAMES but those in the words file (:data:`PAGE_TABLES`), for lupdate</extracomment>
        <translation>天気不明</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Armor jacket</source>
        <translation>ハンターズアーマージャケット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Combat suit</source>
        <translation>コンバットバトルトレス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warm clothes</source>
        <translation>防寒用の服</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summer clothes</source>
        <translation>半袖に半ズボン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ordinary place</source>
        <translation>普通の場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A place of special infections</source>
        <translation>特殊な感染症がある場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Filth or a filthy foe</source>
        <translation>不潔な場所か不潔な敵</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat</source>
        <translation>暑さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cold</source>
        <translation>寒さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Albino in the sun</source>
        <translation>日光の下の色素欠乏</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a spell</source>
        <translation>呪文</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the hunters&apos; hospital</source>
        <translation>ハンター専門の病院</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>by the GM</source>
        <translation>GMの裁定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>success</source>
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
        <location line="+1"/>
        <source>by day</source>
        <translation>昼間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>at night</source>
        <translation>夜間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>incubating</source>
        <translation>潜伏期</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+7"/>
        <source>fever</source>
        <extracomment>modules/texts.EVENT_NAMES, for lupdate</extracomment>
        <translation>発熱</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>festering</source>
        <translation>化膿</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+15"/>
        <source>cured</source>
        <translation>治癒</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>the wound festers</source>
        <translation>傷口が化膿</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a day of the disease</source>
        <translation>病気の一日</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>physically stunned</source>
        <translation>肉体的朦朧状態</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Appearance one level lower</source>
        <translation>容貌が一段階下がる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>impotence</source>
        <translation>性的不能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 IQ lost for good</source>
        <translation>知力を永遠に1点失う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 ST lost for good</source>
        <translation>体力を永遠に1点失う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the part will heal</source>
        <translation>部位は治る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the part is lost for good</source>
        <translation>部位は永遠に使えない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HT 0 — the GM decides</source>
        <translation>生命力0 — GMが裁定する</translation>
    </message>
</context>
<context>
    <name>OddsPanel</name>
    <message>
        <location filename="../kit/odds_panel.py" line="+70"/>
        <source>Odds before the roll</source>
        <extracomment>ms after the last change before the odds are worked out resolves one answer may take while the GM waits (6d on the largest plan is about 700; 2000 is about 30 ms) where a random hit lands: the most likely places, the rest summed up added to every damage total after the roll (All-Out Attack (Strong), RULES M)</extracomment>
        <translation>振る前の確率</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+10"/>
        <source>Type the damage to see the odds.</source>
        <extracomment>where a random hit lands: its own label, so the long line wraps on its own the odds now shown (None while there are none)</extracomment>
        <translation>ダメージを入力すると確率を表示します。</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>The odds need a number or dice like 2d+1.</source>
        <translation>確率には数値か2d+1のようなダイスが必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many dice to work the odds out while you type.</source>
        <translation>ダイスが多すぎて入力中に確率を計算できません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Injures</source>
        <translation>負傷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cripples</source>
        <translation>部位の損傷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dismembers</source>
        <translation>部位の切断・破壊</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Major wound</source>
        <translation>大怪我</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockdown check</source>
        <translation>転倒と朦朧の判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll to stay conscious</source>
        <translation>気絶判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Death check</source>
        <translation>死亡判定</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kills</source>
        <translation>死亡</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Injury: {0} on average ({1}–{2})</source>
        <translation>負傷：平均{0}（{1}〜{2}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lands on: {0}</source>
        <translation>命中部位：{0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>elsewhere {0}</source>
        <translation>その他 {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}, {1}</source>
        <translation>{0}、{1}</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="../kit/attack_dialog.py" line="-977"/>
        <location filename="../kit/texts.py" line="+542"/>
        <source>Simplified ranged modifiers (V1)</source>
        <extracomment>the option&apos;s label, translated where options are shown (context &quot;Options&quot;)</extracomment>
        <translation>射撃の簡略化（V1）</translation>
    </message>
    <message>
        <location filename="../kit/texts.py" line="-4"/>
        <source>GURPS 4th edition</source>
        <translation>GURPS 第4版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blunt trauma through flexible armor</source>
        <translation>柔軟な鎧越しの衝撃ダメージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vampire hunters: every optional rule of the campaign (seed 003)</source>
        <translation>ヴァンパイアハンター：キャンペーンのオプションルールをすべて使う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vampire hunters: simplified ranged modifiers and rapid fire</source>
        <translation>ヴァンパイアハンター：射撃の簡略化と連射</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Vampire hunters: moon phase and half-werewolves</source>
        <translation>ヴァンパイアハンター：月齢と半人狼</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The moon drifts one step at each midnight</source>
        <translation>日付が変わるごとに月齢が一段階変わる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players&apos; screen shows the moon phase</source>
        <translation>プレイヤー用画面に月齢を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vampire hunters: weather</source>
        <translation>ヴァンパイアハンター：天気</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players&apos; screen shows the weather</source>
        <translation>プレイヤー用画面に天気を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vampire hunters: hunger</source>
        <translation>ヴァンパイアハンター：飢え</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vampire hunters: infection of bleeding wounds</source>
        <translation>ヴァンパイアハンター：傷口からの病気の感染</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>HT lost a day to an infection of the torso or a limb (an ordinary disease)</source>
        <translation>胴体や手足の感染で1日に失う生命力（普通の病気）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offer the infection roll to enemies and neutrals as well</source>
        <translation>敵と中立にも感染の判定を求める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vampire hunters: heat and cold</source>
        <translation>ヴァンパイアハンター：暑さと寒さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice for the temperature (more: hotter or colder)</source>
        <translation>気温のダイス数（多いほど暑いか寒い）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat and cold checks come</source>
        <translation>暑さと寒さの判定のタイミング</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every 30 minutes of campaign time, or once per investigation action</source>
        <translation>キャンペーン時間の30分ごと、または調査の行動一回ごと</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>every 30 minutes of campaign time</source>
        <translation>キャンペーン時間で30分ごと</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>once per investigation action</source>
        <translation>調査の行動ごとに1回</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Per investigation action a failure costs 1d FP</source>
        <translation>調査の行動ごとなら失敗で1D点疲労</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players&apos; screen shows the temperature</source>
        <translation>プレイヤー用画面に気温を表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bleeding (B420)</source>
        <translation>出血（B420）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knockback (B378)</source>
        <translation>ノックバック（B378）</translation>
    </message>
</context>
<context>
    <name>PartStatus</name>
    <message>
        <location line="-589"/>
        <source>unhurt</source>
        <extracomment>conditions a GM may set by hand (shock has a size, the rest follow from numbers) part status -&gt; English name (context &quot;PartStatus&quot;)</extracomment>
        <translation>無傷</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>crippled</source>
        <translation>使用不能</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>severed</source>
        <translation>切断</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>destroyed</source>
        <translation>破壊</translation>
    </message>
</context>
<context>
    <name>QuickHitBar</name>
    <message>
        <location filename="../kit/quick_hit_bar.py" line="+59"/>
        <source>&amp;Quick hit:</source>
        <extracomment>the hits planned for the line as it is now (None while it cannot be applied)</extracomment>
        <translation>クイック命中(&amp;Q):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Goblin 2d+1 cut torso · all-selected 8 cr</source>
        <translation>ゴブリン 2d+1 切り 胴体 · 選択中 8 叩き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who (a name, names with commas, or all-selected), the damage, then the type and the location if not crushing to the torso; Enter applies</source>
        <translation>対象（名前、カンマ区切りの複数の名前、または「選択中」）、ダメージ、必要なら種類と部位（省略時は叩きで胴体）。Enterで適用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>One roll for all</source>
        <translation>全員に同じ出目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll the damage once for every target (otherwise each target gets its own roll)</source>
        <translation>ダメージを1回だけ振って全員に適用（オフなら対象ごとに振る）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>all-selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>{name} {where} −{injury} → HP {after}</source>
        <translation>{name} {where} −{injury} → HP {after}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {damage} {type} → {where}, injury {injury}, HP {before} → {after}</source>
        <translation>{name}：{damage} {type} → {where}、負傷{injury}、HP {before} → {after}</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} combatants</source>
        <translation>{0}人</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Quick hit on {0}</source>
        <translation>{0}にクイック命中</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hit could not be applied.</source>
        <translation>命中を適用できませんでした。</translation>
    </message>
</context>
<context>
    <name>RecoveryModel</name>
    <message>
        <location filename="../kit/recovery_view.py" line="-137"/>
        <source>Combatant</source>
        <translation>参加者</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Part</source>
        <translation>部位</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Remaining</source>
        <translation>残り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Medical TL</source>
        <translation>医療TL</translation>
    </message>
    <message numerus="yes">
        <location line="+36"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n日</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>until HP full</source>
        <translation>HP全快まで</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>TL%1</source>
        <translation>TL%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>HT roll: %1</source>
        <translation>生命力判定：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%nか月</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Since day %1</source>
        <translation>%1日目から</translation>
    </message>
</context>
<context>
    <name>RecoveryView</name>
    <message>
        <location line="+153"/>
        <source>minutes</source>
        <extracomment>the GM&apos;s own 3d results for the checks the time makes due, in their order infected wounds (V7) beside the crippled parts, when that rule module is on</extracomment>
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
        <location line="+2"/>
        <source>Let time pass:</source>
        <translation>時間経過:</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+38"/>
        <source>Advance time</source>
        <translation>時間を進める</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Let time pass: rest restores FP, each day brings a natural recovery roll and counts down lasting crippling</source>
        <translation>時間を進める：休息でFPが回復し、1日ごとに自然回復の判定を行い、持続的な「部位が使えなくなる負傷」の残り日数が減ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your rolls (optional)</source>
        <translation>自分の出目（任意）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 3d results you roll at the table for the checks that fall due (heat, cold, waking…), in the order of their time, e.g. &quot;12 9 14&quot;; the app rolls the rest</source>
        <translation>時刻が来る判定（暑さ・寒さ・意識回復など）に卓で振った3dの出目を時刻の順に（例：「12 9 14」）。足りない分はアプリが振る</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End combat…</source>
        <translation>戦闘終了…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End the fight: one HT roll per crippled part decides how long it lasts</source>
        <translation>戦闘を終える：使えなくなった部位ごとに生命力判定を行い、その期間を決めます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No crippled or lost parts</source>
        <translation>使えなくなった部位・失われた部位はありません</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Day %1, %2</source>
        <translation>%1日目 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>“%1” is not a 3d roll (3 to 18): type your rolls as whole numbers, e.g. 12 9 14.</source>
        <translation>「%1」は3dの出目（3〜18）ではありません。出目は整数で入力してください（例：12 9 14）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>End combat</source>
        <translation>戦闘終了</translation>
    </message>
</context>
<context>
    <name>SecondDefensePanel</name>
    <message>
        <location filename="../kit/second_defense.py" line="+38"/>
        <source>Second defense (All-Out Defense, Double)</source>
        <translation>2回目の防御（全力防御・2回）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The second defense&apos;s 3d roll (3-18): roll here, or type it</source>
        <translation>2回目の防御の3Dの出目（3〜18）：ここで振るか入力</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Second defense roll</source>
        <translation>2回目の防御の出目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Roll 3d</source>
        <translation>3Dを振る</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>3d roll:</source>
        <translation>3Dの出目:</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>After a failed first defense: a different one against the hits still coming.</source>
        <translation>最初の防御に失敗したとき：まだ来る命中に対して別の種類の防御を1回。</translation>
    </message>
</context>
<context>
    <name>SilhouetteWidget</name>
    <message>
        <location filename="../kit/silhouette.py" line="+255"/>
        <source>Hit penalty {0}</source>
        <extracomment>States a location can be drawn in (see :meth:`SilhouetteWidget.location_state`). (plan id, brainless heads) -&gt; location id -&gt; a well-inside clickable point in BOX coordinates a part (location id) was clicked, or Enter/Space on the focused part; never for a missing (severed) part a part smaller on screen than :attr:`min_target` was clicked (a small card&apos;s eye): too small to be sure of it, it is taken to the large figure instead the part under the mouse changed: its location id, &apos;&apos; when the mouse left all parts</extracomment>
        <translation>命中修正{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinks in armor {0}</source>
        <translation>鎧の隙間{0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Injury {0}</source>
        <translation>負傷{0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Crippled</source>
        <translation>使用不能</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Destroyed</source>
        <translation>破壊</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Severed</source>
        <translation>切断</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Lost with {0}</source>
        <translation>{0}とともに喪失</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unhurt</source>
        <translation>無傷</translation>
    </message>
</context>
<context>
    <name>Trait</name>
    <message>
        <location filename="../kit/texts.py" line="-38"/>
        <source>No Brain</source>
        <extracomment>every explain template of GURPS and its campaign modules (V4–V8) every log template of GURPS and its campaign modules, in the block&apos;s order trait id -&gt; English name (context &quot;Trait&quot;)</extracomment>
        <translation>脳がない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Head</source>
        <translation>頭がない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Neck</source>
        <translation>首がない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Vitals</source>
        <translation>重要器官がない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Eyes</source>
        <translation>目がない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unliving</source>
        <translation>無生物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Homogeneous</source>
        <translation>均一</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diffuse</source>
        <translation>集合体</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Male</source>
        <translation>男性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High Pain Threshold</source>
        <translation>高い苦痛耐性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low Pain Threshold</source>
        <translation>低い苦痛耐性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No Blood</source>
        <translation>血液がない</translation>
    </message>
</context>
<context>
    <name>WeaponDialog</name>
    <message>
        <location filename="../kit/weapon_editor.py" line="+59"/>
        <source>Edit weapon</source>
        <extracomment>optional whole numbers of a weapon, typed as text (&quot;&quot; = the weapon has none) text statistics kept as the sheet writes them (&quot;240/320&quot;, &quot;1(2)&quot;, &quot;C,1&quot;) a parry as GCS writes it: &quot;13&quot;, &quot;13U&quot;, &quot;11F&quot;, &quot;0F&quot;</extracomment>
        <translation>武器の編集</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New weapon</source>
        <translation>新しい武器</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>e.g. Broadsword</source>
        <translation>例：ブロードソード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The attack mode: Swung, Thrust, Shoot…</source>
        <translation>攻撃方法：振り、突き、射撃…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Melee</source>
        <translation>近接</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ranged</source>
        <translation>射撃</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The damage dice: 2d+1, 1d-2 or a number; empty for no damage the tracker rolls</source>
        <translation>ダメージのダイス：2d+1、1d-2 または数。トラッカーが振るダメージがなければ空欄</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Armor divisor: 1 for none, 0.5 for a (0.5)</source>
        <translation>徹甲除数：なければ 1、(0.5) なら 0.5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A whole number; empty for none</source>
        <translation>整数。なければ空欄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parry as the sheet writes it: 9, 9U (unbalanced) or 9F (fencing); empty if it cannot parry</source>
        <translation>シートの書き方どおりの受け：9、9U（バランスが悪い）、9F（フェンシング武器）。受けられなければ空欄</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;OK</source>
        <translation>OK(&amp;O)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>armor divisor:</source>
        <translation>徹甲除数:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Usage:</source>
        <translation>使い方(&amp;U):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Kind:</source>
        <translation>種類(&amp;K):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Damage:</source>
        <translation>ダメージ(&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Skill:</source>
        <translation>技能値(&amp;S):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Reach:</source>
        <translation>リーチ(&amp;R):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Parry:</source>
        <translation>受け(&amp;P):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Block:</source>
        <translation>止め(&amp;B):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Acc:</source>
        <translation>命中精度(&amp;A):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ran&amp;ge:</source>
        <translation>射程(&amp;G):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ro&amp;F:</source>
        <translation>連射速度(&amp;F):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>S&amp;hots:</source>
        <translation>装弾数(&amp;H):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bu&amp;lk:</source>
        <translation>かさばり(&amp;L):</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Re&amp;coil:</source>
        <translation>反動(&amp;C):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;T:</source>
        <translation>必要ST(&amp;T):</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Usage</source>
        <translation>使い方</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skill</source>
        <translation>技能値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Reach</source>
        <translation>リーチ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parry</source>
        <translation>受け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block</source>
        <translation>止め</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Acc</source>
        <translation>命中精度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Range</source>
        <translation>射程</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>RoF</source>
        <translation>連射速度</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Shots</source>
        <translation>装弾数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bulk</source>
        <translation>かさばり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recoil</source>
        <translation>反動</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>ST</source>
        <translation>必要ST</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Armor divisor</source>
        <translation>徹甲除数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Damage type</source>
        <translation>ダメージの種類</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{0} must be a whole number (or empty).</source>
        <translation>{0}は整数で入力してください（空欄も可）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Choose the damage type of the damage dice.</source>
        <translation>ダメージのダイスの種類を選んでください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The sheet already has a weapon called {0}.</source>
        <translation>このシートにはすでに「{0}」という武器があります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the weapon&apos;s name.</source>
        <translation>武器の名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Damage: enter dice such as 2d+1 or 1d-2, or a number.</source>
        <translation>ダメージ：2d+1 や 1d-2 のようなダイス、または数を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The armor divisor must be over 0 and at most 100.</source>
        <translation>徹甲除数は 0 より大きく 100 以下にしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} must be a whole number from −100 to 100.</source>
        <translation>{0}は −100 から 100 までの整数で入力してください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}: at most {1} characters.</source>
        <translation>{0}：{1} 文字までです。</translation>
    </message>
</context>
<context>
    <name>WeaponList</name>
    <message>
        <location line="+30"/>
        <source>Weapon</source>
        <extracomment>how a weapon is edited: the dialog, run modally (tests put their own here)</extracomment>
        <translation>武器</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skill</source>
        <translation>技能値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Parry/Block</source>
        <translation>受け/止め</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Add weapon…</source>
        <translation>武器を追加…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit weapon…</source>
        <translation>武器を編集…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove weapon</source>
        <translation>武器を削除</translation>
    </message>
</context>
<context>
    <name>WorldPanel</name>
    <message>
        <location filename="../kit/world_panel.py" line="+65"/>
        <source>Phase %1 — %2, %3</source>
        <translation>月齢%1 — %2、%3</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>an animal at night</source>
        <translation>夜は動物</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Half-werewolves: %1</source>
        <translation>半人狼：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+265"/>
        <location line="+10"/>
        <source>Not rolled yet</source>
        <translation>まだ決めていない</translation>
    </message>
    <message>
        <location line="-271"/>
        <source>heat rolls due; a hot day: every fight costs 1 FP more</source>
        <translation>暑さの判定が必要；暑い日なので戦闘の疲労が1点増える</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cold rolls due</source>
        <translation>寒さの判定が必要</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no heat or cold rolls</source>
        <translation>暑さと寒さの判定はない</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>The vampire-hunter campaign rules (moon, weather, hunger, infection, heat and cold) are off in this encounter.</source>
        <extracomment>the rule modules&apos; parts (roll buttons, moon, weather, temperature, meals, the players&apos; screen), built the first time one of WORLD_MODULES is on</extracomment>
        <translation>この遭遇ではヴァンパイアハンターの選択ルール（月齢、天気、飢え、感染、暑さと寒さ）を使っていない。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+175"/>
        <source>Turn on the vampire-hunter rules</source>
        <extracomment>the undo-history labels above, for lupdate (translated when shown, context &quot;WorldPanel&quot;)</extracomment>
        <translation>ヴァンパイアハンターの選択ルールを使う</translation>
    </message>
    <message>
        <location line="-174"/>
        <source>Roll the session&apos;s world</source>
        <translation>セッションの始めに振る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start of a game session: 1d moon phase, 1d weather, 1d season and 3d for the temperature</source>
        <translation>ゲームセッションの始め：月齢1D、天気1D、季節1Dと気温3D</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+172"/>
        <source>New day</source>
        <translation>新しい日</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Roll the weather and the temperature of a new day (the season stays)</source>
        <translation>新しい日の天気と気温を振る（季節はそのまま）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Moon (V4)</source>
        <translation>月齢（V4）</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <location line="+7"/>
        <source>Set</source>
        <translation>決める</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Set the moon phase (1 new … 6 full)</source>
        <translation>月齢を決める（1 新月 … 6 満月）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Weather (V5)</source>
        <translation>天気（V5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>rainy season</source>
        <translation>梅雨</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Temperature (V8)</source>
        <translation>気温（V8）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+149"/>
        <source>Investigation action</source>
        <translation>調査の行動</translation>
    </message>
    <message>
        <location line="-147"/>
        <source>One investigation action: the heat, cold and sun rolls the temperature calls for, for everyone in the party</source>
        <translation>調査の行動一回：気温に応じた暑さ・寒さ・日光の判定をパーティ全員に</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Meals (V6)</source>
        <translation>食事（V6）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+143"/>
        <source>Everyone ate</source>
        <translation>全員が食事をした</translation>
    </message>
    <message>
        <location line="-142"/>
        <source>Mark every meal to mark as eaten</source>
        <translation>未記録の食事をすべて「食べた」にする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The players&apos; screen shows</source>
        <translation>プレイヤー用画面に表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the moon</source>
        <translation>月齢</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the weather</source>
        <translation>天気</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the temperature</source>
        <translation>気温</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Day %1, %2</source>
        <translation>%1日目 %2</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Meals to mark: %1</source>
        <translation>未記録の食事：%1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>(rainy season)</source>
        <translation>（梅雨）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Heat and cold rolls come per investigation action.</source>
        <translation>暑さと寒さの判定は調査の行動ごと。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heat and cold rolls come every 30 minutes of campaign time.</source>
        <translation>暑さと寒さの判定はキャンペーン時間の30分ごと。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pending: %1</source>
        <translation>未判定：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll them all</source>
        <translation>すべて振る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let the app roll every pending heat, cold and sun roll, oldest first</source>
        <translation>未判定の暑さ・寒さ・日光の判定をすべて古い順に自動で振る</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Roll the world</source>
        <translation>世界を振る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set the moon</source>
        <translation>月齢を決める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the weather</source>
        <translation>天気を決める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the temperature</source>
        <translation>気温を決める</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll the heat and cold rolls</source>
        <translation>暑さと寒さの判定を振る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the players see</source>
        <translation>プレイヤーに見せるもの</translation>
    </message>
</context>
</TS>
