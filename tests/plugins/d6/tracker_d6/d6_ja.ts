<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name>D6Kit</name>
    <message>
        <location filename="kit.py" line="29" />
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <location filename="kit.py" line="32" />
        <source>HP %1/%2 · armor %3</source>
        <translation>HP %1/%2・装甲 %3</translation>
    </message>
    <message>
        <location filename="kit.py" line="36" />
        <location filename="kit.py" line="40" />
        <source>Hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="kit.py" line="37" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="kit.py" line="43" />
        <location filename="kit.py" line="45" />
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="kit.py" line="43" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="kit.py" line="49" />
        <location filename="kit.py" line="51" />
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="kit.py" line="49" />
        <source>Max HP</source>
        <translation>最大HP</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <location filename="kit.py" line="20" />
        <source>d6 hit points</source>
        <extracomment>the ruleset's name where rulesets are listed (File → New), in the context the tracker translates ruleset labels in</extracomment>
        <translation>d6ヒットポイント</translation>
    </message>
</context>
</TS>