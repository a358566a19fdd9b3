<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChecksView</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/checks_view.py" line="+217"/>
        <source>… and %n more check(s), listed as their turns come.</source>
        <translation>
            <numerusform>… and %n more check, listed as their turns come.</numerusform>
            <numerusform>… and %n more checks, listed as their turns come.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DetailPanel</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/detail_panel.py" line="+170"/>
        <source> round(s)</source>
        <translation>
            <numerusform> round</numerusform>
            <numerusform> rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>(%n round(s) left)</source>
        <translation>
            <numerusform>(%n round left)</numerusform>
            <numerusform>(%n rounds left)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileErrorText</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/file_errors.py" line="+144"/>
        <source>…and %n more problem(s)</source>
        <translation>
            <numerusform>…and %n more problem</numerusform>
            <numerusform>…and %n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilesController</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/files_controller.py" line="+308"/>
        <source>The combat log holds %n entry(s): File → Archive the log… writes it to a file and empties it, which makes the encounter smaller.</source>
        <translation>
            <numerusform>The combat log holds %n entry: File → Archive the log… writes it to a file and empties it, which makes the encounter smaller.</numerusform>
            <numerusform>The combat log holds %n entries: File → Archive the log… writes it to a file and empties it, which makes the encounter smaller.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecoveryModel</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/gurps/recovery_view.py" line="+107"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+30"/>
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n month</numerusform>
            <numerusform>%n months</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecoveryPrompt</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/files_controller.py" line="+82"/>
        <source>The tracker did not close normally. Restore the encounter “{0}” as it was after its last action (%n action(s) recorded)?</source>
        <translation>
            <numerusform>The tracker did not close normally. Restore the encounter “{0}” as it was after its last action (%n action recorded)?</numerusform>
            <numerusform>The tracker did not close normally. Restore the encounter “{0}” as it was after its last action (%n actions recorded)?</numerusform>
        </translation>
    </message>
</context>
</TS>
