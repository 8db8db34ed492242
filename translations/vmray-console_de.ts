<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/application.cpp" line="18"/>
        <source>Console for Ray clusters on vSphere Supervisor.

With --server, the password is read from the environment variable VMRAY_CONSOLE_PASSWORD if it is set; otherwise the connect dialog asks for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="25"/>
        <source>Start a local Supervisor emulator and connect to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="28"/>
        <source>Initial contents of the sandbox: demo, empty or fleet:N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="32"/>
        <source>The Supervisor to connect to, as HOST or HOST:PORT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="35"/>
        <source>The Supervisor&apos;s Kubernetes API port (default 6443, or PORT of --server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="39"/>
        <source>Verify the Supervisor&apos;s certificate with this CA certificate file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="43"/>
        <source>The vSphere user to log in as.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="58"/>
        <source>--api-port expects a port number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="61"/>
        <source>--sandbox and --server exclude each other; the sandbox was started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray</name>
    <message>
        <location filename="../ui/errortext.cpp" line="21"/>
        <source>The Supervisor could not be reached: %1. Check the address and your network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="25"/>
        <source>The secure connection failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="26"/>
        <source>The Supervisor&apos;s certificate is not trusted (%1). Its SHA-256 fingerprint is %2. Trust it only if it matches the fingerprint your vSphere administrator gives you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="31"/>
        <source>The Supervisor did not answer in time. Try again; if it keeps happening, the Supervisor may be overloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="34"/>
        <source>The user name or password was not accepted, or the session has expired. Check them and log in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="39"/>
        <source>Your account may not do this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="41"/>
        <source>Not found on this server: %1. Is this a vSphere Supervisor?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="44"/>
        <source>The Supervisor is busy (too many requests). The console retries on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="47"/>
        <source>The Supervisor reported an internal error (HTTP %1): %2. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="50"/>
        <source>The Supervisor refused the request (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="59"/>
        <source>The Supervisor&apos;s answer could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="61"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::Application</name>
    <message>
        <location filename="../app/console/application.cpp" line="145"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ConnectDialog</name>
    <message>
        <location filename="../ui/connectdialog.cpp" line="28"/>
        <source>Connect to a Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="35"/>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="37"/>
        <source>Remove this connection and its stored token and password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="40"/>
        <source>Saved connection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="43"/>
        <source>Import from kubeconfig:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="49"/>
        <source>Shown in the console; the server if empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="52"/>
        <source>Supervisor address, e.g. 10.0.0.10 or wcp.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="57"/>
        <source>The Kubernetes API port of the Supervisor; 6443 unless your administrator says otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="68"/>
        <source>Remember the password in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="70"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="71"/>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="72"/>
        <source>API &amp;port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="73"/>
        <source>&amp;User name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="74"/>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="79"/>
        <source>Server certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="83"/>
        <source>Verify it with the system&apos;s certificate authorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="85"/>
        <source>Verify it with this CA certificate file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="90"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="95"/>
        <source>Accept only the certificate with this SHA-256 fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="103"/>
        <source>Do not verify it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="105"/>
        <source>Anyone on the network path can then pose as the Supervisor and read your password and token. Use this only for a test system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="131"/>
        <source>Trust This Certificate and Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="137"/>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="147"/>
        <source>CA Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="149"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="182"/>
        <source>New connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="184"/>
        <source>%1 (%2 as %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="199"/>
        <source>No kubeconfig contexts found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="203"/>
        <source>Choose a context…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="205"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="223"/>
        <source>The CA certificate from the kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="229"/>
        <source>Leave the password empty to use the token of kubeconfig context %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="235"/>
        <source>Leave the password empty to use the session or password in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="284"/>
        <source>Log In Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="293"/>
        <source>&amp;Log In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="369"/>
        <source>Enter the address of the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="372"/>
        <source>&quot;%1&quot; is not a host name or address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="374"/>
        <source>Enter your vSphere user name, e.g. administrator@vsphere.local.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="376"/>
        <source>Choose the CA certificate file, or another way to trust the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="379"/>
        <source>Enter the SHA-256 fingerprint to accept, or another way to trust the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="423"/>
        <source>Context %1 has no token or client certificate: enter your password.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionFlow</name>
    <message>
        <location filename="../ui/connectionflow.cpp" line="49"/>
        <location filename="../ui/connectionflow.cpp" line="202"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="106"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="147"/>
        <source>Enter the password for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="199"/>
        <source>The kubeconfig has no context %1 any more. Enter your password to log in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="254"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="268"/>
        <source>The token of kubeconfig context %1 was not accepted (it may have expired). Enter your password to log in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="306"/>
        <source>Logging in…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="23"/>
        <source>vmray console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="36"/>
        <source>Namespaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="47"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="48"/>
        <source>&amp;Connect to a Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="53"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="56"/>
        <source>Not connected. Use File &gt; Connect to a Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="63"/>
        <location filename="../ui/mainwindow.cpp" line="64"/>
        <source>Starting the sandbox Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="70"/>
        <source>Sandbox Supervisor running at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="71"/>
        <source>Certificate authority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="72"/>
        <source>Server certificate SHA-256: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="75"/>
        <source>User %1 may use every namespace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="76"/>
        <source>User %1 may use the namespaces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="81"/>
        <source>Sandbox ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="89"/>
        <source>Connected to %1 as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="91"/>
        <source>Namespaces: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="93"/>
        <source>The connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="99"/>
        <source>The sandbox could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="101"/>
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
<context>
    <name>vmray::SupervisorConnection</name>
    <message>
        <location filename="../models/supervisor/supervisorconnection.cpp" line="72"/>
        <source>The client certificate or key of context %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisorconnection.cpp" line="79"/>
        <source>Context %1 needs a credential plugin, which the console cannot run. Log in with your vSphere password instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisorconnection.cpp" line="82"/>
        <source>Context %1 has no token or client certificate. Log in with your vSphere password instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::SupervisorSession</name>
    <message>
        <location filename="../models/supervisor/session.cpp" line="30"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/session.cpp" line="33"/>
        <location filename="../models/supervisor/session.cpp" line="51"/>
        <source>The Supervisor no longer accepts the session. Log in again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::vmop::VersionDiscovery</name>
    <message>
        <location filename="../models/vmop/vmoperator.cpp" line="136"/>
        <source>The server lists no versions of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
