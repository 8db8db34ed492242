<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="61"/>
        <source>Expected text here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="72"/>
        <source>Expected a whole number, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="74"/>
        <source>a list or map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="81"/>
        <source>The number is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="91"/>
        <source>Expected a number from 0 upwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="106"/>
        <source>Expected true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="116"/>
        <source>Expected a list of commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="135"/>
        <location filename="../models/ray/clusterspec.cpp" line="411"/>
        <source>Expected a map of fields here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="143"/>
        <source>This field is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="160"/>
        <source>The VMRayCluster resource has no such field; the API server would drop it. It is kept as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="269"/>
        <source>The file has %1 MB; Kubernetes stores objects of at most 1.5 MiB, so it cannot be a cluster resource. Is it the right file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="278"/>
        <source>The YAML cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="293"/>
        <source>Expected a VMRayCluster resource (a map with apiVersion, kind, metadata and spec).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="334"/>
        <source>The CRD takes memory as a number of bytes; %1 becomes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="374"/>
        <source>The CRD spells this %1; it is read as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="392"/>
        <source>The CRD requires min_workers on every node type; 0 is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="396"/>
        <source>The CRD requires max_workers on every node type; 0 is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="419"/>
        <source>Expected a map of node types here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="428"/>
        <source>This node type is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="475"/>
        <source>Expected a map of VM names to node types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="500"/>
        <source>Expected a map of labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="532"/>
        <source>Expected apiVersion vmray.broadcom.com/v1alpha1 and kind VMRayCluster, not %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="534"/>
        <location filename="../models/ray/clusterspec.cpp" line="535"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="537"/>
        <source>The resource has no spec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="541"/>
        <source>The CRD requires worker_node (Ray&apos;s client and the README sample omit it); worker_node: {} is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="817"/>
        <source>Expected a `ray up` cluster config with a provider section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="826"/>
        <source>Expected provider type vsphere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="850"/>
        <source>A VMRayCluster has no place for this `ray up` field; it is not carried over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="969"/>
        <source>The `ray up` config cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1037"/>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1057"/>
        <source>Use lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit (DNS-1035), e.g. ray-dev.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1063"/>
        <source>At most 49 characters, so the head VM&apos;s name stays within 63.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1067"/>
        <source>Define at least one node type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1074"/>
        <source>min_workers (%1) is more than max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1079"/>
        <source>max_workers (%1) is more than the cluster&apos;s max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1083"/>
        <location filename="../models/ray/clusterspec.cpp" line="1085"/>
        <source>At most 255.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1089"/>
        <source>%1 is not one of the node types (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1097"/>
        <source>The node types&apos; min_workers add up to %1, more than max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1104"/>
        <source>Not a valid image reference; expected e.g. rayproject/ray:2.9.0 or registry.example.com:5000/team/ray:latest-gpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1112"/>
        <source>Not a valid VM name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1119"/>
        <source>Expected a SHA-512 crypt hash ($6$salt$hash), not a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1121"/>
        <source>A port from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="148"/>
        <location filename="../models/ray/clusterstate.cpp" line="202"/>
        <source>Scaled down; waiting for the operator to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="154"/>
        <source>The VM could not be deployed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="159"/>
        <source>Waiting for the head&apos;s service IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="166"/>
        <source>Waiting for the head node to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="167"/>
        <source>Waiting for the VM to be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="208"/>
        <source>The VM lost its IP address or cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="209"/>
        <source>The operator reports a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="215"/>
        <source>The VM is up; Ray is starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="219"/>
        <source>vSphere is creating the VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="223"/>
        <source>vSphere is powering the VM on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="224"/>
        <source>The VM is powered off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="227"/>
        <source>Waiting for an IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="287"/>
        <source>1 VM left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="287"/>
        <source>%1 VMs left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="303"/>
        <location filename="../models/ray/clusterstate.cpp" line="314"/>
        <source>Head node: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="308"/>
        <source>Waiting for the operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="315"/>
        <source>Waiting for the head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="326"/>
        <source>Worker %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="338"/>
        <source>%1 of %2 workers running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="412"/>
        <source>The cluster is gone; 1 VM is still being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="413"/>
        <source>The cluster is gone; %1 VMs are still being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="23"/>
        <source>The Supervisor could not be reached: %1. Check the address and your network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="28"/>
        <source>The secure connection failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="29"/>
        <source>The Supervisor&apos;s certificate is not trusted (%1). Its SHA-256 fingerprint is %2. Trust it only if it matches the fingerprint your vSphere administrator gives you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="35"/>
        <source>The Supervisor did not answer in time. Try again; if it keeps happening, the Supervisor may be overloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="39"/>
        <source>The user name or password was not accepted, or the session has expired. Check them and log in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="44"/>
        <source>Your account may not do this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="46"/>
        <source>Not found on this server: %1. Is this a vSphere Supervisor?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="49"/>
        <source>The Supervisor is busy (too many requests). The console retries on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="53"/>
        <source>The Supervisor reported an internal error (HTTP %1): %2. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="57"/>
        <source>The Supervisor refused the request (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="66"/>
        <source>The Supervisor&apos;s answer could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="68"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterCatalog</name>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="172"/>
        <source>A Ray cluster named &quot;%1&quot; already exists in namespace %2. Choose another name, or open the existing cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="183"/>
        <source>Namespace %1 has no VM image &quot;%2&quot;. Pick one of its images (the name starts with vmi-).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="190"/>
        <source>&quot;%1&quot; is a cluster-wide image; the Ray operator looks up images of the namespace only. Add it to the namespace&apos;s content library, or pick a namespace image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="201"/>
        <source>Storage class &quot;%1&quot; is not available in namespace %2. Available: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="204"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="215"/>
        <source>Node type %1 has GPUs (VM class %2), but the Ray image %3 has no CUDA; Ray&apos;s GPU images end in -gpu or -cu….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="230"/>
        <source>VM class &quot;%1&quot; is not bound to namespace %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="81"/>
        <source>%1 vCPU, %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="85"/>
        <source>, GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="98"/>
        <source> [cluster-wide]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/application.cpp" line="18"/>
        <source>Console for Ray clusters on vSphere Supervisor.

With --server, the password is read from the environment variable VMRAY_CONSOLE_PASSWORD if it is set; otherwise the connect dialog asks for it.

Without a display:
  --check-yaml FILE...  check VMRayCluster resources; prints FILE:LINE:COL: error: FIELD: message
  --to-cr FILE  print the resource as the console writes it (CRD-conformant)
  --to-ray-up FILE  print the `ray up` cluster config for Ray&apos;s vSphere provider
(FILE may be a resource or a `ray up` config)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="29"/>
        <source>Start a local Supervisor emulator and connect to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="32"/>
        <source>Initial contents of the sandbox: demo, empty or fleet:N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="36"/>
        <source>The Supervisor to connect to, as HOST or HOST:PORT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="39"/>
        <source>The Supervisor&apos;s Kubernetes API port (default 6443, or PORT of --server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="43"/>
        <source>Verify the Supervisor&apos;s certificate with this CA certificate file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="47"/>
        <source>The vSphere user to log in as.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="62"/>
        <source>--api-port expects a port number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="65"/>
        <source>--sandbox and --server exclude each other; the sandbox was started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::Application</name>
    <message>
        <location filename="../app/console/application.cpp" line="153"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ClusterTableModel</name>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="18"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="20"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="22"/>
        <source>Head IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="24"/>
        <source>Workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="26"/>
        <source>Ray image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="28"/>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="30"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="57"/>
        <source>%1 / %2 (%3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="164"/>
        <source>New Ray Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="168"/>
        <source>Create Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="201"/>
        <source>Where the cluster goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="202"/>
        <source>The vSphere Namespace the Ray cluster&apos;s VMs run in, and its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="206"/>
        <source>Supervisor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="209"/>
        <source>&amp;Namespace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="212"/>
        <source>e.g. ray-dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="214"/>
        <source>Cluster &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="218"/>
        <source>The address the head node&apos;s autoscaler uses to reach this Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="219"/>
        <source>Supervisor &amp;address for the autoscaler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="240"/>
        <source>VM image and login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="241"/>
        <source>What every node VM boots, where its disks live, the Ray container image, and the user for logging in to the VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="245"/>
        <source>VM &amp;image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="247"/>
        <source>&amp;Storage class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="249"/>
        <source>rayproject/ray:2.44.1 (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="251"/>
        <source>rayproject/ray:2.44.1-gpu (CUDA, for GPU classes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="253"/>
        <source>rayproject/ray-ml:2.44.1 (CPU, with ML libraries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="254"/>
        <source>&amp;Ray container image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="257"/>
        <source>VM &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="261"/>
        <source>&amp;Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="265"/>
        <source>Re&amp;peat password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="266"/>
        <source>The password is hashed here (SHA-512 crypt with a random salt); only the hash goes to the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="293"/>
        <source>Head node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="294"/>
        <source>The VM that runs Ray&apos;s head: the GCS, the dashboard and the autoscaler. It runs no workloads of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="298"/>
        <source>VM &amp;class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="300"/>
        <source>Ray &amp;port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="311"/>
        <source>Worker node types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="312"/>
        <source>Kinds of worker VMs and how many of each Ray&apos;s autoscaler may run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="316"/>
        <source>Node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="317"/>
        <source>VM class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="318"/>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="319"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="320"/>
        <source>CPUs for Ray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="321"/>
        <source>GPUs for Ray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="322"/>
        <source>Memory for Ray (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="326"/>
        <source>CPUs, GPUs and memory for Ray: what Ray schedules on; &quot;from class&quot; leaves it to what the VM class has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="330"/>
        <source>&amp;Add Node Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="332"/>
        <source>&amp;Remove Node Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="340"/>
        <source>&amp;Workers in all, at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="342"/>
        <source>Ray&apos;s default (5 minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="343"/>
        <source> minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="344"/>
        <source>Remove idle workers &amp;after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="346"/>
        <source>These bounds are fixed for the cluster&apos;s life: the head&apos;s autoscaler reads them once, when the cluster is created. To change them later, create a new cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="396"/>
        <source>from class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="412"/>
        <source>Network, TLS and registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="413"/>
        <source>All optional. Without a network the VMs use the namespace&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="417"/>
        <source>the namespace&apos;s default network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="418"/>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="419"/>
        <source>Encrypt Ray&apos;s own traffic with &amp;TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="426"/>
        <source>-----BEGIN CERTIFICATE-----</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="428"/>
        <source>Without it, the head&apos;s autoscaler does not verify the Supervisor&apos;s certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="430"/>
        <source>Supervisor &amp;CA for the autoscaler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="431"/>
        <source>Credentials for a private container registry are stored in the namespace as a secret named after the cluster (&lt;cluster&gt;-docker-auth) before the cluster is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="438"/>
        <source>e.g. registry.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="439"/>
        <source>Re&amp;gistry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="442"/>
        <source>Registry &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="446"/>
        <source>Registry pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="463"/>
        <source>Review and create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="464"/>
        <source>The VMRayCluster resource that will be created. Edit it here if you like; it is checked as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="474"/>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="490"/>
        <source>&amp;Save YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="492"/>
        <source>&amp;Export ray up Config…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="494"/>
        <source>Re&amp;build from Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="496"/>
        <source>Replace the YAML with what the form pages say; your edits here are dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="498"/>
        <source>&amp;Open Existing Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="660"/>
        <source>The two passwords differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="667"/>
        <source>Give the registry password too, or leave the registry user empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="679"/>
        <source>Set a password for the VM user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="689"/>
        <source>A password is set; only its SHA-512 crypt hash is kept. Type a new one to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="941"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1192"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="948"/>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="957"/>
        <source>%1 vCPU, %2 GiB memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="959"/>
        <source>, GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="962"/>
        <source>What the VM classes reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="963"/>
        <source>Minimum, nodes: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="968"/>
        <source>Maximum, nodes: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="974"/>
        <source>Not counted (VM class unknown here): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="986"/>
        <source>%1 vCPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="988"/>
        <source>%1 GiB memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="990"/>
        <source>Namespace quota left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="999"/>
        <source>Even the minimum does not fit into what the quota leaves; the cluster would not start all its nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1005"/>
        <source>At most, the cluster would need more than the quota leaves; the last workers would not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1044"/>
        <source>Checking the cluster on the Supervisor (dry run; nothing is created yet)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1048"/>
        <source>Storing the registry credentials as secret %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1052"/>
        <source>Creating Ray cluster %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1074"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1079"/>
        <source>Created Ray cluster %1 in namespace %2. Waiting for the operator to deploy the head VM… You can close this window; the console keeps following the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1090"/>
        <source>A Ray cluster named %1 already exists in namespace %2. Choose another name (on the first page or in the YAML), or open the existing cluster. Nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1100"/>
        <source>The Supervisor refused the cluster: %1 The problems are listed and marked on their fields. Nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1110"/>
        <source>%1 The cluster was not created; everything you entered is kept. Press Create Cluster to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1130"/>
        <source>Ray cluster %1 was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1163"/>
        <source>The head node of %1 is running; Ray is %2. Ray dashboard: %3. The console keeps following the cluster in the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1166"/>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1167"/>
        <source>address pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1174"/>
        <source>Created %1. Head VM: %2; load balancer address: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1176"/>
        <source>not deployed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1177"/>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1179"/>
        <source>The operator reports a problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1181"/>
        <source>Now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1194"/>
        <source>Cannot Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1195"/>
        <source>%1 is not a Ray cluster resource or ray up config.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1196"/>
        <source>The file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1207"/>
        <source>Apply %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1215"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1216"/>
        <source>Converted from a ray up config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1217"/>
        <source>Converted from a ray up config; about that file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1228"/>
        <source>Save Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1230"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1255"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1237"/>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1238"/>
        <source>Could not write %1: %2. The YAML is still here; choose another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1248"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1262"/>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1249"/>
        <source>The YAML has errors; fix those listed first, then export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1253"/>
        <source>Export ray up Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1262"/>
        <source>Could not write %1: %2.</source>
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
        <location filename="../ui/connectdialog.cpp" line="424"/>
        <source>Context %1 has no token or client certificate: enter your password.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionFlow</name>
    <message>
        <location filename="../ui/connectionflow.cpp" line="49"/>
        <location filename="../ui/connectionflow.cpp" line="215"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="119"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="160"/>
        <source>Enter the password for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="212"/>
        <source>The kubeconfig has no context %1 any more. Enter your password to log in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="270"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="284"/>
        <source>The token of kubeconfig context %1 was not accepted (it may have expired). Enter your password to log in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="321"/>
        <source>Logging in…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::EventTableModel</name>
    <message>
        <location filename="../models/items/eventtablemodel.cpp" line="44"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/eventtablemodel.cpp" line="46"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/eventtablemodel.cpp" line="48"/>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/eventtablemodel.cpp" line="50"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/eventtablemodel.cpp" line="52"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/eventtablemodel.cpp" line="54"/>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::HealthTimeline</name>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="14"/>
        <source>Nodes running over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="22"/>
        <source>%1: %2 of %3 running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="82"/>
        <source>%1 of %2 nodes running; since %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="135"/>
        <source>vmray console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="151"/>
        <source>Supervisors and their namespaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="170"/>
        <source>Ray clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="171"/>
        <source>Nodes of the selected cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="186"/>
        <source>Open Ray &amp;Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="188"/>
        <source>Copy `ray job submit` &amp;Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="196"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="197"/>
        <source>Events of the selected cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="198"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="201"/>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="215"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="216"/>
        <source>&amp;Connect to a Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="221"/>
        <source>&amp;New Ray Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="226"/>
        <source>Open Cluster &amp;YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="232"/>
        <source>Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="234"/>
        <source>Ray cluster YAML (VMRayCluster or ray up config) (*.yaml *.yml *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="239"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="243"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="244"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="251"/>
        <source>&amp;Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="254"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="263"/>
        <source>Filter clusters and nodes (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="315"/>
        <source>Not connected. Use File &gt; Connect to a Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="345"/>
        <location filename="../ui/mainwindow.cpp" line="346"/>
        <source>Starting the sandbox Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="352"/>
        <source>Sandbox Supervisor running at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="353"/>
        <source>Certificate authority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="354"/>
        <source>Server certificate SHA-256: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="357"/>
        <source>User %1 may use every namespace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="358"/>
        <source>User %1 may use the namespaces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="363"/>
        <source>Sandbox ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="394"/>
        <source>Connected to %1 as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="397"/>
        <source>The connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="555"/>
        <source>Cannot Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="556"/>
        <source>Could not read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="595"/>
        <source>Select a Ray cluster to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="596"/>
        <source>Select a namespace to see its Ray clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="609"/>
        <source>Head VM:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="609"/>
        <source>not created yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="610"/>
        <source>Ray dashboard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="611"/>
        <source>no head IP address yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="613"/>
        <source>Submit jobs with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="618"/>
        <source>Workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="619"/>
        <source>%1 running of %2 wanted by the autoscaler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="622"/>
        <source>Autoscaling bounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="623"/>
        <source>%1 to %2 workers (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="627"/>
        <source>Ray image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="628"/>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="629"/>
        <source>Operator&apos;s state:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="630"/>
        <source>not reported yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="634"/>
        <source>Conditions reported by the operator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="652"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="690"/>
        <source>● Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="691"/>
        <source>Every list is being watched; changes appear as they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="695"/>
        <source> — data as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="698"/>
        <source>Waiting for login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="701"/>
        <source>Not updating: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="704"/>
        <source>Reconnecting in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="707"/>
        <source>Catching up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="707"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="721"/>
        <source>Open Ray Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="729"/>
        <source>Copy Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="732"/>
        <source>Copy Head IP Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="749"/>
        <source>Copy VM Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="752"/>
        <source>Copy IP Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="763"/>
        <source>The sandbox could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="766"/>
        <source>Sandbox failed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::NavigationModel</name>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="151"/>
        <source>%1 as %2, connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="152"/>
        <source>%1 as %2; activate to connect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::NodeTableModel</name>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="84"/>
        <source>VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="86"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="88"/>
        <source>Node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="90"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="92"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="94"/>
        <source>IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="96"/>
        <source>VM status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="98"/>
        <source>Ray status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="100"/>
        <source>VM class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="102"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="104"/>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="106"/>
        <source>In state for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="108"/>
        <source>Latest condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="110"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="135"/>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="135"/>
        <source>worker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::PresentationProxy</name>
    <message>
        <location filename="../ui/presentation.cpp" line="72"/>
        <location filename="../ui/presentation.cpp" line="93"/>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="74"/>
        <source>Healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="76"/>
        <source>Degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="78"/>
        <location filename="../ui/presentation.cpp" line="97"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="80"/>
        <location filename="../ui/presentation.cpp" line="99"/>
        <source>Deleting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="89"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="91"/>
        <source>Creating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="95"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="101"/>
        <source>Removing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="110"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="112"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="114"/>
        <source>Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="127"/>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="129"/>
        <source>%1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="131"/>
        <source>%1h %2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="132"/>
        <source>%1d %2h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="206"/>
        <source>%1 (1 cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="207"/>
        <source>%1 (%2 clusters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="209"/>
        <source>The number of Ray clusters is not known: your account cannot list them across namespaces.</source>
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
    <name>vmray::ray::ClusterCatalog</name>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="345"/>
        <source>VM classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="360"/>
        <source>VM images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="381"/>
        <source>the namespace&apos;s quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="402"/>
        <source>the Ray clusters of the namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="423"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::NamespaceWorkspace</name>
    <message>
        <location filename="../models/ray/namespaceworkspace.cpp" line="241"/>
        <source>%1 vCPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/namespaceworkspace.cpp" line="247"/>
        <source>1 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/namespaceworkspace.cpp" line="247"/>
        <source>%1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::vmop::VersionDiscovery</name>
    <message>
        <location filename="../models/vmop/vmoperator.cpp" line="166"/>
        <source>The server lists no versions of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
