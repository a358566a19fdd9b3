<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChecksView</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/checks_view.py" line="+207"/>
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
        <location filename="../../tracker/ui/detail_panel.py" line="+208"/>
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
        <location filename="../../tracker/ui/file_errors.py" line="+145"/>
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
        <location filename="../../tracker/ui/files_controller.py" line="+315"/>
        <source>The combat log holds %n entry(s): File → Archive the log… writes it to a file and empties it, which makes the encounter smaller.</source>
        <translation>
            <numerusform>The combat log holds %n entry: File → Archive the log… writes it to a file and empties it, which makes the encounter smaller.</numerusform>
            <numerusform>The combat log holds %n entries: File → Archive the log… writes it to a file and empties it, which makes the encounter smaller.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryController</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/library_window.py" line="+327"/>
        <source>The state of %n character(s) is in the library.</source>
        <translation>
            <numerusform>The state of %n character is in the library.</numerusform>
            <numerusform>The state of %n characters is in the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>%n entry(s) imported into the library.</source>
        <translation>
            <numerusform>%n entry imported into the library.</numerusform>
            <numerusform>%n entries imported into the library.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>%n entry(s) exported.</source>
        <translation>
            <numerusform>%n entry exported.</numerusform>
            <numerusform>%n entries exported.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LibraryDock</name>
    <message numerus="yes">
        <location filename="../../tracker/ui/library_dock.py" line="+269"/>
        <source>%n entry(s)</source>
        <translation>
            <numerusform>%n entry</numerusform>
            <numerusform>%n entries</numerusform>
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
