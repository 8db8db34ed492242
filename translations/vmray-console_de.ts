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
        <location filename="../models/ray/clusterspec.cpp" line="418"/>
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
        <location filename="../models/ray/clusterspec.cpp" line="276"/>
        <source>The file has %1 MB; Kubernetes stores objects of at most 1.5 MiB, so it cannot be a cluster resource. Is it the right file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="285"/>
        <source>The YAML cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="300"/>
        <source>Expected a VMRayCluster resource (a map with apiVersion, kind, metadata and spec).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="341"/>
        <source>The CRD takes memory as a number of bytes; %1 becomes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="381"/>
        <source>The CRD spells this %1; it is read as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="399"/>
        <source>The CRD requires min_workers on every node type; 0 is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="403"/>
        <source>The CRD requires max_workers on every node type; 0 is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="426"/>
        <source>Expected a map of node types here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="435"/>
        <source>This node type is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="482"/>
        <source>Expected a map of VM names to node types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="507"/>
        <source>Expected a map of labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="539"/>
        <source>Expected apiVersion vmray.broadcom.com/v1alpha1 and kind VMRayCluster, not %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="541"/>
        <location filename="../models/ray/clusterspec.cpp" line="542"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="544"/>
        <source>The resource has no spec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="548"/>
        <source>The CRD requires worker_node (Ray&apos;s client and the README sample omit it); worker_node: {} is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="824"/>
        <source>Expected a `ray up` cluster config with a provider section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="833"/>
        <source>Expected provider type vsphere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="857"/>
        <source>A VMRayCluster has no place for this `ray up` field; it is not carried over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="976"/>
        <source>The `ray up` config cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1044"/>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1064"/>
        <source>Use lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit (DNS-1035), e.g. ray-dev.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1070"/>
        <source>At most 49 characters, so the head VM&apos;s name stays within 63.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1074"/>
        <source>Define at least one node type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1081"/>
        <source>min_workers (%1) is more than max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1086"/>
        <source>max_workers (%1) is more than the cluster&apos;s max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1090"/>
        <location filename="../models/ray/clusterspec.cpp" line="1092"/>
        <source>At most 255.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1096"/>
        <source>%1 is not one of the node types (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1104"/>
        <source>The node types&apos; min_workers add up to %1, more than max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1111"/>
        <source>Not a valid image reference; expected e.g. rayproject/ray:2.9.0 or registry.example.com:5000/team/ray:latest-gpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1119"/>
        <source>Not a valid VM name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1126"/>
        <source>Expected a SHA-512 crypt hash ($6$salt$hash), not a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterspec.cpp" line="1128"/>
        <source>A port from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="153"/>
        <location filename="../models/ray/clusterstate.cpp" line="207"/>
        <source>Scaled down; waiting for the operator to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="159"/>
        <source>The VM could not be deployed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="164"/>
        <source>Waiting for the head&apos;s service IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="171"/>
        <source>Waiting for the head node to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="172"/>
        <source>Waiting for the VM to be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="213"/>
        <source>The VM lost its IP address or cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="214"/>
        <source>The operator reports a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="220"/>
        <source>The VM is up; Ray is starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="224"/>
        <source>vSphere is creating the VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="228"/>
        <source>vSphere is powering the VM on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="229"/>
        <source>The VM is powered off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="232"/>
        <source>Waiting for an IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="292"/>
        <source>1 VM left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="292"/>
        <source>%1 VMs left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="308"/>
        <location filename="../models/ray/clusterstate.cpp" line="319"/>
        <source>Head node: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="313"/>
        <source>Waiting for the operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="320"/>
        <source>Waiting for the head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="331"/>
        <source>Worker %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="343"/>
        <source>%1 of %2 workers running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="417"/>
        <source>The cluster is gone; 1 VM is still being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterstate.cpp" line="418"/>
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
        <location filename="../models/ray/clustercatalog.cpp" line="111"/>
        <source>%1 vCPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="115"/>
        <source>, %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="117"/>
        <source>, %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="119"/>
        <source>, 1 GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="121"/>
        <source>, %1 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="188"/>
        <source>A Ray cluster named &quot;%1&quot; already exists in namespace %2. Choose another name, or open the existing cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="199"/>
        <source>Namespace %1 has no VM image &quot;%2&quot;. Pick one of its images (the name starts with vmi-).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="206"/>
        <source>&quot;%1&quot; is a cluster-wide image; the Ray operator looks up images of the namespace only. Add it to the namespace&apos;s content library, or pick a namespace image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="217"/>
        <source>Storage class &quot;%1&quot; is not available in namespace %2. Available: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="220"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="231"/>
        <source>Node type %1 has GPUs (VM class %2), but the Ray image %3 has no CUDA; Ray&apos;s GPU images end in -gpu or -cu….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="246"/>
        <source>VM class &quot;%1&quot; is not bound to namespace %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="95"/>
        <source> [cluster-wide]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="31"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="31"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="31"/>
        <source>State</source>
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
        <location filename="../ui/wizard/clusterwizard.cpp" line="161"/>
        <source>New Ray Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="163"/>
        <source>Create Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="200"/>
        <source>The wizard was closed before the create ended; check whether the cluster exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="207"/>
        <source>Where the cluster goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="208"/>
        <source>The vSphere Namespace the Ray cluster&apos;s VMs run in, and its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="212"/>
        <source>Supervisor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="215"/>
        <source>&amp;Namespace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="218"/>
        <source>e.g. ray-dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="220"/>
        <source>Cluster &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="224"/>
        <source>The address the head node&apos;s autoscaler uses to reach this Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="225"/>
        <source>Supervisor &amp;address for the autoscaler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="246"/>
        <source>VM image and login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="247"/>
        <source>What every node VM boots, where its disks live, the Ray container image, and the user for logging in to the VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="251"/>
        <source>VM &amp;image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="253"/>
        <source>&amp;Storage class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="255"/>
        <source>rayproject/ray:2.44.1 (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="257"/>
        <source>rayproject/ray:2.44.1-gpu (CUDA, for GPU classes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="259"/>
        <source>rayproject/ray-ml:2.44.1 (CPU, with ML libraries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="260"/>
        <source>&amp;Ray container image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="263"/>
        <source>VM &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="267"/>
        <source>&amp;Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="271"/>
        <source>Re&amp;peat password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="272"/>
        <source>The password is hashed here (SHA-512 crypt with a random salt); only the hash goes to the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="296"/>
        <source>Head node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="297"/>
        <source>The VM that runs Ray&apos;s head: the GCS, the dashboard and the autoscaler. It runs no workloads of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="301"/>
        <source>VM &amp;class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="303"/>
        <source>Ray &amp;port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="314"/>
        <source>Worker node types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="315"/>
        <source>Kinds of worker VMs and how many of each Ray&apos;s autoscaler may run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="319"/>
        <source>Node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="320"/>
        <source>VM class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="321"/>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="322"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="323"/>
        <source>CPUs for Ray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="324"/>
        <source>GPUs for Ray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="325"/>
        <source>Memory for Ray (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="329"/>
        <source>CPUs, GPUs and memory for Ray: what Ray schedules on; &quot;from class&quot; leaves it to what the VM class has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="333"/>
        <source>&amp;Add Node Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="335"/>
        <source>&amp;Remove Node Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="343"/>
        <source>&amp;Workers in all, at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="345"/>
        <source>Ray&apos;s default (5 minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="346"/>
        <source> minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="347"/>
        <source>Remove idle workers &amp;after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="349"/>
        <source>These bounds are fixed for the cluster&apos;s life: the head&apos;s autoscaler reads them once, when the cluster is created. To change them later, create a new cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="399"/>
        <source>from class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="415"/>
        <source>Network, TLS and registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="416"/>
        <source>All optional. Without a network the VMs use the namespace&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="420"/>
        <source>the namespace&apos;s default network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="421"/>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="422"/>
        <source>Encrypt Ray&apos;s own traffic with &amp;TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="429"/>
        <source>-----BEGIN CERTIFICATE-----</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="431"/>
        <source>Without it, the head&apos;s autoscaler does not verify the Supervisor&apos;s certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="433"/>
        <source>Supervisor &amp;CA for the autoscaler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="434"/>
        <source>Credentials for a private container registry are stored in the namespace as a secret named after the cluster (&lt;cluster&gt;-docker-auth) before the cluster is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="441"/>
        <source>e.g. registry.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="442"/>
        <source>Re&amp;gistry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="445"/>
        <source>Registry &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="449"/>
        <source>Registry pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="466"/>
        <source>Review and create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="467"/>
        <source>The VMRayCluster resource that will be created. Edit it here if you like; it is checked as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="477"/>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="493"/>
        <source>&amp;Save YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="495"/>
        <source>&amp;Export ray up Config…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="497"/>
        <source>Re&amp;build from Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="499"/>
        <source>Replace the YAML with what the form pages say; your edits here are dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="501"/>
        <source>&amp;Open Existing Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="668"/>
        <source>The two passwords differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="675"/>
        <source>Give the registry password too, or leave the registry user empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="687"/>
        <source>Set a password for the VM user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="697"/>
        <source>A password is set; only its SHA-512 crypt hash is kept. Type a new one to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="949"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1218"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="956"/>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="965"/>
        <source>%1 vCPU, %2 GiB memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="967"/>
        <source>, GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="970"/>
        <source>What the VM classes reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="971"/>
        <source>Minimum, nodes: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="976"/>
        <source>Maximum, nodes: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="982"/>
        <source>Not counted (VM class unknown here): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="994"/>
        <source>%1 vCPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="996"/>
        <source>%1 GiB memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="998"/>
        <source>Namespace quota left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1007"/>
        <source>Even the minimum does not fit into what the quota leaves; the cluster would not start all its nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1013"/>
        <source>At most, the cluster would need more than the quota leaves; the last workers would not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1055"/>
        <source>Checking the cluster on the Supervisor (dry run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1057"/>
        <source>Storing the registry credentials as secret %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1059"/>
        <source>Creating the cluster resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1064"/>
        <source>Checking the cluster on the Supervisor (dry run; nothing is created yet)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1068"/>
        <source>Storing the registry credentials as secret %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1072"/>
        <source>Creating Ray cluster %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1093"/>
        <source>Created the cluster resource; the operator deploys its VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1094"/>
        <source>The cluster was not created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1100"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1105"/>
        <source>Created Ray cluster %1 in namespace %2. Waiting for the operator to deploy the head VM… You can close this window; the console keeps following the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1116"/>
        <source>A Ray cluster named %1 already exists in namespace %2. Choose another name (on the first page or in the YAML), or open the existing cluster. Nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1126"/>
        <source>The Supervisor refused the cluster: %1 The problems are listed and marked on their fields. Nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1136"/>
        <source>%1 The cluster was not created; everything you entered is kept. Press Create Cluster to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1156"/>
        <source>Ray cluster %1 was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1189"/>
        <source>The head node of %1 is running; Ray is %2. Ray dashboard: %3. The console keeps following the cluster in the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1192"/>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1193"/>
        <source>address pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1200"/>
        <source>Created %1. Head VM: %2; load balancer address: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1202"/>
        <source>not deployed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1203"/>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1205"/>
        <source>The operator reports a problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1207"/>
        <source>Now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1220"/>
        <source>Cannot Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1221"/>
        <source>%1 is not a Ray cluster resource or ray up config.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1222"/>
        <source>The file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1233"/>
        <source>Apply %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1241"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1242"/>
        <source>Converted from a ray up config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1243"/>
        <source>Converted from a ray up config; about that file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1254"/>
        <source>Save Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1256"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1281"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1263"/>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1264"/>
        <source>Could not write %1: %2. The YAML is still here; choose another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1274"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1288"/>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1275"/>
        <source>The YAML has errors; fix those listed first, then export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1279"/>
        <source>Export ray up Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="1288"/>
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
    <name>vmray::FleetWindow</name>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="24"/>
        <source>All VMs of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="30"/>
        <source>Filter every column, e.g. a namespace, a cluster, Off or a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="35"/>
        <source>All VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="76"/>
        <source>Your account may not list VMs across namespaces, which this view needs. Open a namespace in the main window instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="78"/>
        <source>Not updating: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="109"/>
        <source>%1 VMs in %2 namespaces; %3 with a problem.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="113"/>
        <source>Loading… %1 VMs so far.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="115"/>
        <source>%1 shown by the filter.</source>
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
        <location filename="../ui/mainwindow.cpp" line="143"/>
        <source>vmray console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="159"/>
        <source>Supervisors and their namespaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="178"/>
        <source>Ray clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="179"/>
        <source>Nodes of the selected cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="194"/>
        <source>Open Ray &amp;Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="196"/>
        <source>Copy `ray job submit` &amp;Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="204"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="205"/>
        <source>Events of the selected cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="206"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="209"/>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="223"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="224"/>
        <source>&amp;Connect to a Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="229"/>
        <source>&amp;New Ray Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="234"/>
        <source>Open Cluster &amp;YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="240"/>
        <source>Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="242"/>
        <source>Ray cluster YAML (VMRayCluster or ray up config) (*.yaml *.yml *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="247"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="251"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="252"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="259"/>
        <source>&amp;Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="261"/>
        <source>&amp;All VMs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="264"/>
        <source>Every VM of the Supervisor, across namespaces, in one table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="268"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="278"/>
        <source>Filter clusters and nodes (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="291"/>
        <source>&amp;Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="292"/>
        <source>&amp;Delete Ray Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="298"/>
        <source>Delete the selected Ray clusters, with everything they run on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="301"/>
        <source>&amp;Recreate Node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="304"/>
        <source>Delete the selected node&apos;s VM so the operator deploys it again under its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="310"/>
        <source>Recent Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="314"/>
        <source>Recent tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="330"/>
        <source>Double-click a teardown to follow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="338"/>
        <source>The task log cannot be written (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="388"/>
        <source>Not connected. Use File &gt; Connect to a Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="428"/>
        <location filename="../ui/mainwindow.cpp" line="429"/>
        <source>Starting the sandbox Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="435"/>
        <source>Sandbox Supervisor running at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="436"/>
        <source>Certificate authority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="437"/>
        <source>Server certificate SHA-256: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="440"/>
        <source>User %1 may use every namespace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="441"/>
        <source>User %1 may use the namespaces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="446"/>
        <source>Sandbox ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="465"/>
        <source>%1 (kubeconfig)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="492"/>
        <source>Connected to %1 as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="495"/>
        <source>The connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="659"/>
        <source>Cannot Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="660"/>
        <source>Could not read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="699"/>
        <source>Select a Ray cluster to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="700"/>
        <source>Select a namespace to see its Ray clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="713"/>
        <source>Head VM:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="713"/>
        <source>not created yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="714"/>
        <source>Ray dashboard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="715"/>
        <source>no head IP address yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="717"/>
        <source>Submit jobs with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="722"/>
        <source>Workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="723"/>
        <source>%1 running of %2 wanted by the autoscaler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="726"/>
        <source>Autoscaling bounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="727"/>
        <source>%1 to %2 workers (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="731"/>
        <source>Ray image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="732"/>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="733"/>
        <source>Operator&apos;s state:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="734"/>
        <source>not reported yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="738"/>
        <source>Conditions reported by the operator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="756"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="794"/>
        <source>● Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="795"/>
        <source>Every list is being watched; changes appear as they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="799"/>
        <source> — data as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="802"/>
        <source>Waiting for login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="805"/>
        <source>Not updating: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="808"/>
        <source>Reconnecting in %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="811"/>
        <source>Catching up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="811"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="825"/>
        <source>Open Ray Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="833"/>
        <source>Copy Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="836"/>
        <source>Copy Head IP Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="855"/>
        <source>Copy VM Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="858"/>
        <source>Copy IP Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="918"/>
        <source>The connection changed while the teardown was being confirmed; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="997"/>
        <location filename="../ui/mainwindow.cpp" line="1010"/>
        <source>Recreate Head Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="997"/>
        <location filename="../ui/mainwindow.cpp" line="1019"/>
        <source>Recreate Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1003"/>
        <source>Recreate the head node %1 of the Ray cluster %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1005"/>
        <source>The head runs Ray&apos;s control processes, so every Ray process of the cluster restarts: running jobs fail, the dashboard and the job submission address are unavailable until the new head runs, and the workers join it again. Whatever is stored on the head VM is lost.

The VM is deleted and the operator deploys a new one under the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1013"/>
        <source>Recreate the worker node %1 of the Ray cluster %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1016"/>
        <source>The VM is deleted and the operator deploys a new one under the same name. Ray tasks running on it fail and are retried elsewhere where they can; whatever is stored on the VM is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1030"/>
        <source>The connection changed while the recreate was being confirmed; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1041"/>
        <source>The sandbox could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="1044"/>
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
        <location filename="../models/items/clustertablemodel.cpp" line="141"/>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/clustertablemodel.cpp" line="141"/>
        <source>worker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::PresentationProxy</name>
    <message>
        <location filename="../ui/presentation.cpp" line="73"/>
        <location filename="../ui/presentation.cpp" line="94"/>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="75"/>
        <source>Healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="77"/>
        <source>Degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="79"/>
        <location filename="../ui/presentation.cpp" line="98"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="81"/>
        <location filename="../ui/presentation.cpp" line="100"/>
        <source>Deleting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="90"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="92"/>
        <source>Creating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="96"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="102"/>
        <source>Removing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="111"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="113"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="115"/>
        <source>Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="128"/>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="130"/>
        <source>%1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="132"/>
        <source>%1h %2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="133"/>
        <source>%1d %2h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="222"/>
        <source>%1 (1 cluster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="223"/>
        <source>%1 (%2 clusters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="225"/>
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
        <location filename="../models/supervisor/supervisorconnection.cpp" line="73"/>
        <source>The client certificate or key of context %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisorconnection.cpp" line="80"/>
        <source>Context %1 needs a credential plugin, which the console cannot run. Log in with your vSphere password instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisorconnection.cpp" line="83"/>
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
        <location filename="../models/supervisor/session.cpp" line="54"/>
        <source>The Supervisor no longer accepts the session. Log in again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::TaskLog</name>
    <message>
        <location filename="../models/items/tasklog.cpp" line="161"/>
        <source>The console was closed before this task ended; its outcome was not seen. Check the object on the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="172"/>
        <source>another vmray console is using the task log, so this one&apos;s tasks are shown here but not kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="284"/>
        <source>Create Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="286"/>
        <source>Delete Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="288"/>
        <source>Recreate node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="297"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="299"/>
        <location filename="../models/items/tasklog.cpp" line="397"/>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="301"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="303"/>
        <source>Interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="385"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="387"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="389"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="391"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="393"/>
        <source>Initiator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="395"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/tasklog.cpp" line="399"/>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::TeardownDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="62"/>
        <source>Delete Ray Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="62"/>
        <source>Delete %1 Ray Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="75"/>
        <source>Delete the Ray cluster %1 in the namespace %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="77"/>
        <source>Delete these %1 Ray clusters in the namespace %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="81"/>
        <source>Running Ray jobs stop, and whatever is stored on the clusters&apos; VMs is lost. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="87"/>
        <source>These will be deleted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="90"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="90"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="94"/>
        <source>Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="99"/>
        <source>Head VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="99"/>
        <location filename="../ui/teardowndialog.cpp" line="113"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="101"/>
        <location filename="../ui/teardowndialog.cpp" line="105"/>
        <source>Worker VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="101"/>
        <location filename="../ui/teardowndialog.cpp" line="204"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="106"/>
        <source>1 worker VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="106"/>
        <source>%1 worker VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="108"/>
        <source>Worker VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="112"/>
        <source>VM service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="114"/>
        <source>%1 (the head&apos;s load balancer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="116"/>
        <source>Secrets the operator removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="116"/>
        <source>Looking them up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="137"/>
        <source>To confirm, type the cluster&apos;s name, %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="139"/>
        <source>To confirm, type %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="144"/>
        <source>Confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="150"/>
        <source>Delete Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="150"/>
        <source>Delete %1 Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="179"/>
        <source>delete %1 clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="189"/>
        <source>Waiting for the list of the clusters&apos; secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="202"/>
        <source>Not known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="207"/>
        <source>1 secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="207"/>
        <source>%1 secrets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="209"/>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="215"/>
        <source>Registry credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="217"/>
        <source>Also delete %1 (created by this console)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="218"/>
        <source>Also delete %1 (not created by this console)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="224"/>
        <source>The operator leaves this secret behind when the cluster goes. A cluster created again under this name would use it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::TeardownProgressDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="247"/>
        <source>Deleting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="248"/>
        <source>Deleting %1 Ray Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="262"/>
        <source>&amp;Retry Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="265"/>
        <source>Ask the operator to try the deletion again now instead of in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="279"/>
        <source>Closing this window does not stop the teardown; it goes on and is listed under Recent Tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="291"/>
        <source>Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="296"/>
        <location filename="../ui/teardowndialog.cpp" line="374"/>
        <source>Head VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="296"/>
        <location filename="../ui/teardowndialog.cpp" line="374"/>
        <source>Worker VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="298"/>
        <source>VM service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="300"/>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="303"/>
        <source>Registry credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="345"/>
        <source>being deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="349"/>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="362"/>
        <source>no longer followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="368"/>
        <source>left behind by the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="369"/>
        <source>waiting for the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="382"/>
        <source>removed by the operator; checked at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="384"/>
        <source>still there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="392"/>
        <location filename="../ui/teardowndialog.cpp" line="403"/>
        <source>deleting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="399"/>
        <source>being finalized by the operator (%1 of %2 VMs gone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="409"/>
        <source>deleted, with everything listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="414"/>
        <source>deleted; VMs left behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="421"/>
        <source>not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="425"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="434"/>
        <source>The operator could not delete %1: %2 (%3). It tries again every minute; Retry Now asks it to try at once. If this goes on, the cause is on the Supervisor or in vCenter, for example a VM that vCenter cannot remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="440"/>
        <source>%1 is still being finalized after a long time. The operator removes its finalizer (vmraycluster.vmray.broadcom.com) once it has asked for every VM and secret of the cluster to be deleted, so it may not be running or may be stuck: check the vmray operator on the Supervisor and the cluster&apos;s events. Removing the finalizer by hand would leave the VMs behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="450"/>
        <source>Retrying failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="457"/>
        <source>%1 is deleted: the cluster, its VMs and its VM service are gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="459"/>
        <source>The teardown ended without deleting the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="460"/>
        <source>The teardown of %1 clusters has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="463"/>
        <source>Deleting %1: following every VM until it is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="466"/>
        <source>Deleting %1 clusters: %2 done.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterCatalog</name>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="361"/>
        <source>VM classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="376"/>
        <source>VM images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="397"/>
        <source>the namespace&apos;s quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="418"/>
        <source>the Ray clusters of the namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clustercatalog.cpp" line="439"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterOperations</name>
    <message>
        <location filename="../models/ray/clusteroperations.cpp" line="18"/>
        <source>The console was closed before this task ended; its outcome was not seen. Check the object on the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusteroperations.cpp" line="24"/>
        <source>The console was disconnected from the Supervisor before this task ended; check the object on the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterTeardown</name>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="260"/>
        <source>Deleted the secret %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="263"/>
        <source>Kept the secret %1: it was replaced since the teardown was confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="267"/>
        <source>Could not delete the secret %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="561"/>
        <source>%1 of %2 VMs gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="572"/>
        <source>Deleting the cluster resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="574"/>
        <source>The operator failed to delete the cluster (%1); it retries every minute. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="577"/>
        <source>The cluster resource is gone; %1 not being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="580"/>
        <source>The operator has not finished after %1 minutes; %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="584"/>
        <source>The operator is removing the cluster&apos;s resources; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="585"/>
        <source>The cluster resource is gone; waiting for its VMs: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="594"/>
        <source>Nothing was deleted: the name %1 now belongs to a cluster created after the teardown was confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="599"/>
        <source>The delete was sent, but its progress could not be followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="600"/>
        <source>The cluster could not be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="602"/>
        <source>The cluster is gone, but the operator did not delete %1. They may be workers the autoscaler added while the cluster was being deleted; delete them in the namespace %2 if nothing else uses them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="613"/>
        <source>The cluster was already gone, and so is its VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="614"/>
        <source>The cluster was already gone, and so are its %1 VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="616"/>
        <source>Deleted the cluster and its VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="617"/>
        <source>Deleted the cluster and its %1 VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="620"/>
        <source>The operator removed its secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="623"/>
        <source>Whether these secrets are gone could not be checked: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="626"/>
        <source>The VM service %1 is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/clusterteardown.cpp" line="631"/>
        <source>These secrets of the operator are still there: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::FleetVmModel</name>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="29"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="31"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="33"/>
        <source>Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="46"/>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="48"/>
        <source>%1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="50"/>
        <source>%1h %2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="51"/>
        <source>%1d %2h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="100"/>
        <source>Being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="149"/>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="149"/>
        <source>worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="178"/>
        <source>VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="180"/>
        <source>Namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="182"/>
        <source>Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="184"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="186"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="188"/>
        <source>IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="190"/>
        <source>VM class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="192"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="194"/>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/fleetvms.cpp" line="196"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::NodeRecreate</name>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="39"/>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="95"/>
        <source>The cluster %1 is being deleted or is gone, so the operator will not deploy the node again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="116"/>
        <source>The autoscaler no longer wants the node %1, so the operator will not deploy it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="149"/>
        <source>Deleting the VM %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="151"/>
        <source>The VM is gone; waiting for the operator to deploy it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="154"/>
        <source>The operator deployed a new VM %1; waiting for it to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="155"/>
        <source>The new VM %1 is not up: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="168"/>
        <source>The node %1 was deployed again and runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/ray/noderecreate.cpp" line="170"/>
        <source>Nothing was deleted: the VM %1 was replaced since it was chosen.</source>
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
