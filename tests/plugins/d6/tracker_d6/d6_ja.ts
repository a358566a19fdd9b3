<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja_JP">
<context>
    <name />
    <message>
        <location filename="kit.py" line="26" />
        <source>HP</source>
        <translation>HP</translation>
    </message>
    <message>
        <location filename="kit.py" line="29" />
        <source>HP %1/%2 · armor %3</source>
        <translation>HP %1/%2・装甲 %3</translation>
    </message>
    <message>
        <location filename="kit.py" line="33" />
        <location filename="kit.py" line="35" />
        <source>Hit</source>
        <translation>命中</translation>
    </message>
    <message>
        <location filename="kit.py" line="33" />
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <location filename="kit.py" line="38" />
        <location filename="kit.py" line="40" />
        <source>Add</source>
        <translation>追加</translation>
    </message>
    <message>
        <location filename="kit.py" line="38" />
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="kit.py" line="44" />
        <location filename="kit.py" line="46" />
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <location filename="kit.py" line="44" />
        <source>Max HP</source>
        <translation>最大HP</translation>
    </message>
</context>
</TS>