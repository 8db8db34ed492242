<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/application.cpp" line="17"/>
        <source>Console for Ray clusters on vSphere Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="21"/>
        <source>Start a local Supervisor emulator and connect to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="24"/>
        <source>Initial contents of the sandbox: demo, empty or fleet:N.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="18"/>
        <source>vmray console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="33"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="34"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="37"/>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="44"/>
        <location filename="../ui/mainwindow.cpp" line="45"/>
        <source>Starting the sandbox Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="51"/>
        <source>Sandbox Supervisor running at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="52"/>
        <source>Certificate authority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="53"/>
        <source>Server certificate SHA-256: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="56"/>
        <source>User %1 may use every namespace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="57"/>
        <source>User %1 may use the namespaces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="62"/>
        <source>Sandbox ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="67"/>
        <source>The sandbox could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="69"/>
        <source>Sandbox failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::SandboxSupervisor</name>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="39"/>
        <source>The Supervisor emulator could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="48"/>
        <source>The Supervisor emulator stopped unexpectedly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="50"/>
        <source>The Supervisor emulator exited with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="73"/>
        <source>The emulator&apos;s ready file is not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="93"/>
        <source>The emulator&apos;s ready file lacks its URL or users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="103"/>
        <source>The Supervisor emulator (vmray-supervisor-emulator) was not found beside the console. Build or install both programs together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="109"/>
        <source>No temporary folder could be created for the sandbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/sandboxsupervisor.cpp" line="131"/>
        <source>The Supervisor emulator did not become ready within %1 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
