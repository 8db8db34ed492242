<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AlarmText</name>
    <message numerus="yes">
        <location filename="../models/console/console/alarmphrases.h" line="26"/>
        <source>The autoscaler of cluster %1 cannot place %n waiting demand(s).</source>
        <translation>
            <numerusform>The autoscaler of cluster %1 cannot place %n waiting demand.</numerusform>
            <numerusform>The autoscaler of cluster %1 cannot place %n waiting demands.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterCatalog</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/clustercatalog.cpp" line="119"/>
        <source>, %n GPU(s)</source>
        <translation>
            <numerusform>, %n GPU</numerusform>
            <numerusform>, %n GPUs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterState</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterhealth.cpp" line="16"/>
        <source>%n VM(s) left.</source>
        <translation>
            <numerusform>%n VM left.</numerusform>
            <numerusform>%n VMs left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterhealth.cpp" line="25"/>
        <source>%1 of %n worker(s) running.</source>
        <translation>
            <numerusform>%1 of %n worker running.</numerusform>
            <numerusform>%1 of %n workers running.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterstate.cpp" line="48"/>
        <source>The cluster is gone; %n VM(s) are still being deleted.</source>
        <translation>
            <numerusform>The cluster is gone; %n VM is still being deleted.</numerusform>
            <numerusform>The cluster is gone; %n VMs are still being deleted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalFile</name>
    <message numerus="yes">
        <location filename="../models/kube/kube/localfile.cpp" line="30"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n byte</numerusform>
            <numerusform>%n bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RayObservation</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/rayobservation.cpp" line="14"/>
        <source>Ray does not list this node %n minute(s) after its VM started running; it may need to be recreated.</source>
        <translation>
            <numerusform>Ray does not list this node %n minute after its VM started running; it may need to be recreated.</numerusform>
            <numerusform>Ray does not list this node %n minutes after its VM started running; it may need to be recreated.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TaskText</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="49"/>
        <source>The cluster was not up %n minute(s) after it was created; see its conditions.</source>
        <translation>
            <numerusform>The cluster was not up %n minute after it was created; see its conditions.</numerusform>
            <numerusform>The cluster was not up %n minutes after it was created; see its conditions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="73"/>
        <source>%1 of %n VM(s) gone</source>
        <translation>
            <numerusform>%1 of %n VM gone</numerusform>
            <numerusform>%1 of %n VMs gone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="81"/>
        <source>The operator has not finished after %n minute(s); %1.</source>
        <translation>
            <numerusform>The operator has not finished after %n minute; %1.</numerusform>
            <numerusform>The operator has not finished after %n minutes; %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="103"/>
        <source>The cluster was already gone, and so are its %n VM(s).</source>
        <translation>
            <numerusform>The cluster was already gone, and so is its %n VM.</numerusform>
            <numerusform>The cluster was already gone, and so are its %n VMs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="108"/>
        <source>Deleted the cluster and its %n VM(s).</source>
        <translation>
            <numerusform>Deleted the cluster and its %n VM.</numerusform>
            <numerusform>Deleted the cluster and its %n VMs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WebConsole</name>
    <message numerus="yes">
        <location filename="../models/kube/vmop/webconsole.cpp" line="27"/>
        <source>VM Operator did not answer the console request for VM %1 within %n second(s).</source>
        <translation>
            <numerusform>VM Operator did not answer the console request for VM %1 within %n second.</numerusform>
            <numerusform>VM Operator did not answer the console request for VM %1 within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>YamlLimits</name>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="27"/>
        <source>The YAML is nested more than %n level(s) deep.</source>
        <translation>
            <numerusform>The YAML is nested more than %n level deep.</numerusform>
            <numerusform>The YAML is nested more than %n levels deep.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="227"/>
        <source>The YAML&apos;s aliases expand it to more than %Ln value(s).</source>
        <translation>
            <numerusform>The YAML&apos;s aliases expand it to more than %Ln value.</numerusform>
            <numerusform>The YAML&apos;s aliases expand it to more than %Ln values.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="235"/>
        <source>The YAML&apos;s aliases nest it more than %n level(s) deep (is an alias inside its own anchor?).</source>
        <translation>
            <numerusform>The YAML&apos;s aliases nest it more than %n level deep (is an alias inside its own anchor?).</numerusform>
            <numerusform>The YAML&apos;s aliases nest it more than %n levels deep (is an alias inside its own anchor?).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <location filename="../app/console/alarmfeed.cpp" line="333"/>
        <source>%n alarm(s) triggered</source>
        <translation>
            <numerusform>%n alarm triggered</numerusform>
            <numerusform>%n alarms triggered</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::AlarmNotifier</name>
    <message numerus="yes">
        <location filename="../ui/alarmnotifier.cpp" line="135"/>
        <source>%n alarm(s) on Supervisor %1</source>
        <translation>
            <numerusform>%n alarm on Supervisor %1</numerusform>
            <numerusform>%n alarms on Supervisor %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/alarmnotifier.cpp" line="141"/>
        <source>and %n more</source>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ClusterPresentation</name>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="70"/>
        <source>%n node(s) dead in Ray while their VMs run.</source>
        <translation>
            <numerusform>%n node dead in Ray while its VM runs.</numerusform>
            <numerusform>%n nodes dead in Ray while their VMs run.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionIndicator</name>
    <message numerus="yes">
        <location filename="../ui/connectionindicator.cpp" line="62"/>
        <source>Reconnecting in %n second(s)</source>
        <translation>
            <numerusform>Reconnecting in %n second</numerusform>
            <numerusform>Reconnecting in %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionPolicy</name>
    <message numerus="yes">
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="37"/>
        <source>The Supervisor took the password but refused the session soon after, %n time(s) in a row. The console stopped logging in by itself, since repeated logins can lock your vSphere account. Check that this computer&apos;s clock is right and that you may still use the Supervisor, then log in again.</source>
        <translation>
            <numerusform>The Supervisor took the password but refused the session soon after, %n time in a row. The console stopped logging in by itself, since repeated logins can lock your vSphere account. Check that this computer&apos;s clock is right and that you may still use the Supervisor, then log in again.</numerusform>
            <numerusform>The Supervisor took the password but refused the session soon after, %n times in a row. The console stopped logging in by itself, since repeated logins can lock your vSphere account. Check that this computer&apos;s clock is right and that you may still use the Supervisor, then log in again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::DetailsPane</name>
    <message numerus="yes">
        <location filename="../ui/panes/detailspane.cpp" line="402"/>
        <source>%1 to %n worker(s) (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</source>
        <translation>
            <numerusform>%1 to %n worker (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</numerusform>
            <numerusform>%1 to %n workers (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::FindPane</name>
    <message numerus="yes">
        <location filename="../ui/panes/findpane.cpp" line="44"/>
        <source>%1 (%n match(es))</source>
        <translation>
            <numerusform>%1 (%n match)</numerusform>
            <numerusform>%1 (%n matches)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/findpane.cpp" line="163"/>
        <source>Showing the first %n matches; type more to narrow them.</source>
        <translation>
            <numerusform>Showing the first match; type more to narrow them.</numerusform>
            <numerusform>Showing the first %n matches; type more to narrow them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::FleetClusterPresentation</name>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="141"/>
        <source>%n node(s) dead in Ray while their VMs run.</source>
        <translation>
            <numerusform>%n node dead in Ray while its VM runs.</numerusform>
            <numerusform>%n nodes dead in Ray while their VMs run.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::FleetClustersWindow</name>
    <message numerus="yes">
        <location filename="../ui/fleetclusterswindow.cpp" line="116"/>
        <source>%n Ray cluster(s) on %1; %2 failed or degraded.</source>
        <comment>%1 is the number of Supervisors, e.g. 3 Supervisors</comment>
        <translation>
            <numerusform>%n Ray cluster on %1; %2 failed or degraded.</numerusform>
            <numerusform>%n Ray clusters on %1; %2 failed or degraded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetclusterswindow.cpp" line="119"/>
        <source>%n Supervisor(s)</source>
        <translation>
            <numerusform>%n Supervisor</numerusform>
            <numerusform>%n Supervisors</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::FleetWindow</name>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="35"/>
        <source>All VMs of %n Supervisor(s)</source>
        <translation>
            <numerusform>All VMs of %n Supervisor</numerusform>
            <numerusform>All VMs of %n Supervisors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="187"/>
        <source>%n VM(s) in %1; %2 with a problem.</source>
        <comment>%1 is the number of namespaces, e.g. 3 namespaces</comment>
        <translation>
            <numerusform>%n VM in %1; %2 with a problem.</numerusform>
            <numerusform>%n VMs in %1; %2 with a problem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="190"/>
        <source>%n namespace(s)</source>
        <translation>
            <numerusform>%n namespace</numerusform>
            <numerusform>%n namespaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="192"/>
        <source>Loading… %n VM(s) so far.</source>
        <translation>
            <numerusform>Loading… %n VM so far.</numerusform>
            <numerusform>Loading… %n VMs so far.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::HealthTimeline</name>
    <message numerus="yes">
        <location filename="../ui/healthtimeline.cpp" line="26"/>
        <source>%1 of %n node(s) running (filled area; wanted: dashed line) since %2</source>
        <translation>
            <numerusform>%1 of %n node running (filled area; wanted: dashed line) since %2</numerusform>
            <numerusform>%1 of %n nodes running (filled area; wanted: dashed line) since %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ImageWizardPage</name>
    <message numerus="yes">
        <location filename="../ui/wizard/imagepage.cpp" line="93"/>
        <source>%n cluster-wide image(s) are not offered: the Ray operator uses the namespace&apos;s images only.</source>
        <translation>
            <numerusform>%n cluster-wide image is not offered: the Ray operator uses the namespace&apos;s images only.</numerusform>
            <numerusform>%n cluster-wide images are not offered: the Ray operator uses the namespace&apos;s images only.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::LogsWindow</name>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="307"/>
        <source>%n submitted job(s).</source>
        <translation>
            <numerusform>%n submitted job.</numerusform>
            <numerusform>%n submitted jobs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="338"/>
        <source>Log of job %1: %n line(s).</source>
        <translation>
            <numerusform>Log of job %1: %n line.</numerusform>
            <numerusform>Log of job %1: %n lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="434"/>
        <source>%n log file(s) on %1.</source>
        <translation>
            <numerusform>%n log file on %1.</numerusform>
            <numerusform>%n log files on %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="482"/>
        <source>%1: %n line(s).</source>
        <translation>
            <numerusform>%1: %n line.</numerusform>
            <numerusform>%1: %n lines.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="539"/>
        <source>%n line(s) found in %1 file(s).</source>
        <translation>
            <numerusform>%n line found in %1 files.</numerusform>
            <numerusform>%n lines found in %1 files.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="612"/>
        <source>The logs are saved in %1: %n file(s), with a manifest.</source>
        <translation>
            <numerusform>The logs are saved in %1: %n file, with a manifest.</numerusform>
            <numerusform>The logs are saved in %1: %n files, with a manifest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="618"/>
        <source>%n file(s) could not be read; the manifest says why.</source>
        <translation>
            <numerusform>%n file could not be read; the manifest says why.</numerusform>
            <numerusform>%n files could not be read; the manifest says why.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="622"/>
        <source>%n dead node(s) could not give their logs.</source>
        <translation>
            <numerusform>%n dead node could not give its logs.</numerusform>
            <numerusform>%n dead nodes could not give their logs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::NamespacePresentation</name>
    <message numerus="yes">
        <location filename="../ui/tablepresentations.cpp" line="59"/>
        <source>%1 (%n cluster(s))</source>
        <comment>namespace name and its number of Ray clusters</comment>
        <translation>
            <numerusform>%1 (%n cluster)</numerusform>
            <numerusform>%1 (%n clusters)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::NodeHistoryChart</name>
    <message numerus="yes">
        <location filename="../ui/nodehistorychart.cpp" line="45"/>
        <source>%1, last %n minute(s): CPU %2 (solid line), memory %3 (dashed line), GPU %4 (dotted line).</source>
        <translation>
            <numerusform>%1, last minute: CPU %2 (solid line), memory %3 (dashed line), GPU %4 (dotted line).</numerusform>
            <numerusform>%1, last %n minutes: CPU %2 (solid line), memory %3 (dashed line), GPU %4 (dotted line).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::NodePresentation</name>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="241"/>
        <source>Mean utilization of the node&apos;s %n GPU(s).</source>
        <translation>
            <numerusform>Utilization of the node&apos;s GPU.</numerusform>
            <numerusform>Mean utilization of the node&apos;s %n GPUs.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::PresentationProxy</name>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="208"/>
        <source>Ray: %1 alive of %n</source>
        <comment>nodes alive in Ray of the VMs that run</comment>
        <translation>
            <numerusform>Ray: %1 alive of %n</numerusform>
            <numerusform>Ray: %1 alive of %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="271"/>
        <source>%n failed</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="273"/>
        <source>%n degraded</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n degraded</numerusform>
            <numerusform>%n degraded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="275"/>
        <source>%n starting</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n starting</numerusform>
            <numerusform>%n starting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="277"/>
        <source>%n being deleted</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n being deleted</numerusform>
            <numerusform>%n being deleted</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="281"/>
        <source>%n healthy</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n healthy</numerusform>
            <numerusform>%n healthy</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::RayPanel</name>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="130"/>
        <source>History of %1 (%2), last %n minute(s)</source>
        <translation>
            <numerusform>History of %1 (%2), last minute</numerusform>
            <numerusform>History of %1 (%2), last %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="181"/>
        <source>%1 of %n VM(s) that run are alive in Ray.</source>
        <translation>
            <numerusform>%1 of %n VM that runs is alive in Ray.</numerusform>
            <numerusform>%1 of %n VMs that run are alive in Ray.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="186"/>
        <source>Dead in Ray while the VM runs: %1. Recreate the node to bring it back.</source>
        <comment>the names of the nodes</comment>
        <translation>
            <numerusform>Dead in Ray while the VM runs: %1. Recreate the node to bring it back.</numerusform>
            <numerusform>Dead in Ray while their VMs run: %1. Recreate these nodes to bring them back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="225"/>
        <source>%n placement group(s) waiting.</source>
        <translation>
            <numerusform>%n placement group waiting.</numerusform>
            <numerusform>%n placement groups waiting.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ReviewWizardPage</name>
    <message numerus="yes">
        <location filename="../ui/wizard/reviewpage.cpp" line="165"/>
        <source>At the minimum of %n node(s): %1.</source>
        <translation>
            <numerusform>At the minimum of %n node: %1.</numerusform>
            <numerusform>At the minimum of %n nodes: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/reviewpage.cpp" line="169"/>
        <source>At the maximum of %n node(s): %1.</source>
        <translation>
            <numerusform>At the maximum of %n node: %1.</numerusform>
            <numerusform>At the maximum of %n nodes: %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::SandboxSupervisor</name>
    <message numerus="yes">
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="47"/>
        <source>The Supervisor emulator did not become ready within %n second(s).</source>
        <translation>
            <numerusform>The Supervisor emulator did not become ready within %n second.</numerusform>
            <numerusform>The Supervisor emulator did not become ready within %n seconds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::TeardownDialog</name>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="61"/>
        <source>Delete %n Ray Cluster(s)</source>
        <translation>
            <numerusform>Delete %n Ray Cluster</numerusform>
            <numerusform>Delete %n Ray Clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="76"/>
        <source>Delete these %n Ray cluster(s) in the namespace %1?</source>
        <translation>
            <numerusform>Delete this %n Ray cluster in the namespace %1?</numerusform>
            <numerusform>Delete these %n Ray clusters in the namespace %1?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="109"/>
        <source>%n worker VM(s)</source>
        <translation>
            <numerusform>%n worker VM</numerusform>
            <numerusform>%n worker VMs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="155"/>
        <source>Delete %n Cluster(s)</source>
        <translation>
            <numerusform>Delete %n Cluster</numerusform>
            <numerusform>Delete %n Clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="194"/>
        <source>delete %n cluster(s)</source>
        <comment>typed to confirm; keep it short and easy to type</comment>
        <translation>
            <numerusform>delete %n cluster</numerusform>
            <numerusform>delete %n clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="223"/>
        <source>%n secret(s)</source>
        <translation>
            <numerusform>%n secret</numerusform>
            <numerusform>%n secrets</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::TeardownProgressDialog</name>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="265"/>
        <location filename="../ui/teardowndialog.cpp" line="482"/>
        <source>Deleting %n Ray Cluster(s)</source>
        <translation>
            <numerusform>Deleting %n Ray Cluster</numerusform>
            <numerusform>Deleting %n Ray Clusters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="419"/>
        <source>being finalized by the operator (%1 of %n VM(s) gone)</source>
        <translation>
            <numerusform>being finalized by the operator (%1 of %n VM gone)</numerusform>
            <numerusform>being finalized by the operator (%1 of %n VMs gone)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="479"/>
        <source>Teardown of %n Ray Cluster(s) Ended</source>
        <translation>
            <numerusform>Teardown of %n Ray Cluster Ended</numerusform>
            <numerusform>Teardown of %n Ray Clusters Ended</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="490"/>
        <source>The teardown of %n cluster(s) has ended.</source>
        <translation>
            <numerusform>The teardown of %n cluster has ended.</numerusform>
            <numerusform>The teardown of %n clusters has ended.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="496"/>
        <source>Deleting %n cluster(s): %1 done.</source>
        <translation>
            <numerusform>Deleting %n cluster: %1 done.</numerusform>
            <numerusform>Deleting %n clusters: %1 done.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::WorkersWizardPage</name>
    <message numerus="yes">
        <location filename="../ui/wizard/workerspage.cpp" line="69"/>
        <source> minute(s)</source>
        <comment>after a number in a spin box</comment>
        <translation>
            <numerusform> minute</numerusform>
            <numerusform> minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayDashboardParser</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboard.cpp" line="117"/>
        <source>The dashboard&apos;s answer is larger than %n MiB and was not read.</source>
        <translation>
            <numerusform>The dashboard&apos;s answer is larger than %n MiB and was not read.</numerusform>
            <numerusform>The dashboard&apos;s answer is larger than %n MiB and was not read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayDashboardPoller</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="186"/>
        <source>The Ray dashboard at %1 sent an answer larger than %n MiB, which was not read.</source>
        <translation>
            <numerusform>The Ray dashboard at %1 sent an answer larger than %n MiB, which was not read.</numerusform>
            <numerusform>The Ray dashboard at %1 sent an answer larger than %n MiB, which was not read.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="190"/>
        <source>The Ray dashboard at %1 did not answer within %n second(s).</source>
        <translation>
            <numerusform>The Ray dashboard at %1 did not answer within %n second.</numerusform>
            <numerusform>The Ray dashboard at %1 did not answer within %n seconds.</numerusform>
        </translation>
    </message>
</context>
</TS>
