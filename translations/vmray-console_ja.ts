<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>ClusterCatalog</name>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="111"/>
        <source>%1 vCPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="115"/>
        <source>, %1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="117"/>
        <source>, %1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clustercatalog.cpp" line="119"/>
        <source>, %n GPU(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="186"/>
        <source>A Ray cluster named &quot;%1&quot; already exists in namespace %2. Choose another name, or open the existing cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="197"/>
        <source>Namespace %1 has no VM image &quot;%2&quot;. Pick one of its images (the name starts with vmi-).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="204"/>
        <source>&quot;%1&quot; is a cluster-wide image; the Ray operator looks up images of the namespace only. Add it to the namespace&apos;s content library, or pick a namespace image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="215"/>
        <source>Storage class &quot;%1&quot; is not available in namespace %2. Available: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="218"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="229"/>
        <source>Node type %1 has GPUs (VM class %2), but the Ray image %3 has no CUDA; Ray&apos;s GPU images end in -gpu or -cu….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="244"/>
        <source>VM class &quot;%1&quot; is not bound to namespace %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterFile</name>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="22"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="24"/>
        <source>Cannot Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="25"/>
        <source>%1 is not a Ray cluster resource or ray up config.

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="26"/>
        <source>The file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="34"/>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="36"/>
        <source>Converted from a ray up config.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="37"/>
        <source>Converted from a ray up config; about that file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="46"/>
        <source>Save Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="48"/>
        <location filename="../ui/wizard/clusterfile.cpp" line="71"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="54"/>
        <source>Cannot Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="55"/>
        <source>Could not write %1: %2. The YAML is still here; choose another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="64"/>
        <location filename="../ui/wizard/clusterfile.cpp" line="78"/>
        <source>Cannot Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="65"/>
        <source>The YAML has errors; fix those listed first, then export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="69"/>
        <source>Export ray up Config</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="79"/>
        <source>Could not write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterSpec</name>
    <message>
        <location filename="../models/domain/ray/clusterfields.cpp" line="50"/>
        <source>The CRD requires worker_node (Ray&apos;s client and the README sample omit it); worker_node: {} is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterfields.cpp" line="76"/>
        <source>The CRD requires vm_password_salt_hash; an empty one is written, so the VMs&apos; user has no password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterfields.cpp" line="79"/>
        <source>Empty: the VMs&apos; user gets no password (log in with the SSH key).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterfields.cpp" line="133"/>
        <source>The CRD requires min_workers on every node type; 0 is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterfields.cpp" line="141"/>
        <source>The CRD requires max_workers on every node type; 0 is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="60"/>
        <source>Expected text here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="71"/>
        <source>Expected a whole number, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="73"/>
        <source>a list or map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="80"/>
        <location filename="../models/domain/ray/clusterresource.cpp" line="328"/>
        <source>The number is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="90"/>
        <source>Expected a number from 0 upwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="105"/>
        <source>Expected true or false.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="115"/>
        <source>Expected a list of commands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="136"/>
        <location filename="../models/domain/ray/clusterresource.cpp" line="291"/>
        <source>Expected a map of fields here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="143"/>
        <source>This field is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="164"/>
        <source>The VMRayCluster resource has no such field; the API server would drop it. It is kept as written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="322"/>
        <source>The CRD takes memory as a number of bytes; %1 becomes %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="348"/>
        <source>The CRD spells this %1; it is read as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="361"/>
        <source>Expected a map of labels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="374"/>
        <source>Expected a map of VM names to node types.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="390"/>
        <source>Expected a map of node types here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="399"/>
        <source>This node type is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="424"/>
        <source>Expected a VMRayCluster resource (a map with apiVersion, kind, metadata and spec).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="451"/>
        <source>Expected apiVersion vmray.broadcom.com/v1alpha1 and kind VMRayCluster, not %1 %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="453"/>
        <location filename="../models/domain/ray/clusterresource.cpp" line="454"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterresource.cpp" line="457"/>
        <source>The resource has no spec.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterspec.cpp" line="67"/>
        <source>The file has %1 MB; Kubernetes stores objects of at most 1.5 MiB, so it cannot be a cluster resource. Is it the right file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterspec.cpp" line="90"/>
        <source>The YAML cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="75"/>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="108"/>
        <source>Use lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit (DNS-1035), e.g. ray-dev.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="114"/>
        <source>At most 49 characters, so the head VM&apos;s name stays within 63.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="118"/>
        <source>Define at least one node type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="125"/>
        <source>min_workers (%1) is more than max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="130"/>
        <source>max_workers (%1) is more than the cluster&apos;s max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="134"/>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="136"/>
        <source>At most 255.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="140"/>
        <source>%1 is not one of the node types (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="148"/>
        <source>The node types&apos; min_workers add up to %1, more than max_workers (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="155"/>
        <source>Not a valid image reference; expected e.g. rayproject/ray:2.9.0 or registry.example.com:5000/team/ray:latest-gpu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="163"/>
        <source>Not a valid VM name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="170"/>
        <source>Expected a SHA-512 crypt hash ($6$salt$hash), not a password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="172"/>
        <source>A port from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustervalidation.cpp" line="191"/>
        <source>The CRD requires this field; the API server refuses the resource without it. (Opening the file in the cluster wizard or converting it with --to-cr fills it in.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/rayupconfig.cpp" line="191"/>
        <source>Expected a `ray up` cluster config with a provider section.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/rayupconfig.cpp" line="200"/>
        <source>Expected provider type vsphere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/rayupconfig.cpp" line="216"/>
        <source>A VMRayCluster has no place for this `ray up` field; it is not carried over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/rayupconfig.cpp" line="254"/>
        <source>The `ray up` config cannot be read: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClusterState</name>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="138"/>
        <location filename="../models/domain/ray/clusterstate.cpp" line="188"/>
        <source>Scaled down; waiting for the operator to remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="144"/>
        <source>The VM could not be deployed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="149"/>
        <source>Waiting for the head&apos;s service IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="152"/>
        <source>Waiting for the head node to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="153"/>
        <source>Waiting for the VM to be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="194"/>
        <source>The VM lost its IP address or cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="195"/>
        <source>The operator reports a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="201"/>
        <source>The VM is up; Ray is starting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="205"/>
        <source>vSphere is creating the VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="209"/>
        <source>vSphere is powering the VM on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="210"/>
        <source>The VM is powered off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="213"/>
        <source>Waiting for an IP address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clusterstate.cpp" line="278"/>
        <source>%n VM(s) left.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="294"/>
        <location filename="../models/domain/ray/clusterstate.cpp" line="305"/>
        <source>Head node: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="299"/>
        <source>Waiting for the operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="306"/>
        <source>Waiting for the head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterstate.cpp" line="317"/>
        <source>Worker %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clusterstate.cpp" line="328"/>
        <source>%1 of %n worker(s) running.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clusterstate.cpp" line="440"/>
        <source>The cluster is gone; %n VM(s) are still being deleted.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="74"/>
        <source> [cluster-wide]</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleServices</name>
    <message>
        <location filename="../ui/consoleservices.cpp" line="46"/>
        <source>%1 (kubeconfig)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../ui/errortext.cpp" line="23"/>
        <source>The Supervisor could not be reached: %1. Check the address and your network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="28"/>
        <source>The CA certificate for this connection cannot be used: %1. Choose a readable PEM file, or another way to trust the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="32"/>
        <source>The Supervisor&apos;s certificate is not the pinned one: it presents SHA-256 %1, the connection accepts only %2. Someone may be posing as the Supervisor; nothing was sent to it. If your vSphere administrator replaced the certificate, review the new one in the connect dialog (Ctrl+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="39"/>
        <source>The secure connection failed: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="40"/>
        <source>The Supervisor&apos;s certificate is not trusted (%1). Its SHA-256 fingerprint is %2. Trust it only if it matches the fingerprint your vSphere administrator gives you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="46"/>
        <source>The Supervisor did not answer in time. Try again; if it keeps happening, the Supervisor may be overloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="50"/>
        <source>The user name or password was not accepted, or the session has expired. Check them and log in again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="55"/>
        <source>Your account may not do this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="57"/>
        <source>Not found on this server: %1. Is this a vSphere Supervisor?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="60"/>
        <source>The Supervisor is busy (too many requests). The console retries on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="64"/>
        <source>The Supervisor reported an internal error (HTTP %1): %2. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="68"/>
        <source>The Supervisor refused the request (HTTP %1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="77"/>
        <source>The Supervisor&apos;s answer could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="79"/>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HeadWizardPage</name>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="6"/>
        <source>Head node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="9"/>
        <source>The VM that runs Ray&apos;s head: the GCS, the dashboard and the autoscaler. It runs no workloads of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="15"/>
        <source>VM &amp;class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="28"/>
        <source>Ray &amp;port:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImageWizardPage</name>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="6"/>
        <source>VM image and login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="9"/>
        <source>What every node VM boots, where its disks live, the Ray container image, and the user for logging in to the VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="15"/>
        <source>VM &amp;image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="28"/>
        <source>&amp;Storage class:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="41"/>
        <source>&amp;Ray container image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="54"/>
        <source>VM &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="67"/>
        <source>&amp;Password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="84"/>
        <source>Re&amp;peat password:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="101"/>
        <source>The password is hashed here (SHA-512 crypt with a random salt); only the hash goes to the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsWizardPage</name>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="6"/>
        <source>Network, TLS and registry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="9"/>
        <source>All optional. Without a network the VMs use the namespace&apos;s default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="15"/>
        <source>&amp;Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="25"/>
        <source>the namespace&apos;s default network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="32"/>
        <source>Encrypt Ray&apos;s own traffic with &amp;TLS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="42"/>
        <source>Supervisor &amp;CA for the autoscaler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="58"/>
        <source>Without it, the head&apos;s autoscaler does not verify the Supervisor&apos;s certificate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="64"/>
        <source>-----BEGIN CERTIFICATE-----</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="71"/>
        <source>Credentials for a private container registry are stored in the namespace as a secret named after the cluster (&lt;cluster&gt;-docker-auth) before the cluster is created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="81"/>
        <source>Re&amp;gistry:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="91"/>
        <source>e.g. registry.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="98"/>
        <source>Registry &amp;user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="111"/>
        <source>Registry pass&amp;word:</source>
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
    <name>TargetWizardPage</name>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="6"/>
        <source>Where the cluster goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="9"/>
        <source>The vSphere Namespace the Ray cluster&apos;s VMs run in, and its name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="15"/>
        <source>Supervisor:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="28"/>
        <source>&amp;Namespace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="41"/>
        <source>Cluster &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="54"/>
        <source>e.g. ray-dev</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="61"/>
        <source>Supervisor &amp;address for the autoscaler:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="71"/>
        <source>The address the head node&apos;s autoscaler uses to reach this Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlLimits</name>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="27"/>
        <source>The YAML is nested more than %n level(s) deep.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/kube/kube/yamllimits.cpp" line="36"/>
        <source>The text has %L1 bytes; at most %L2 are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="225"/>
        <source>The YAML&apos;s aliases repeat it to more than %Ln value(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="232"/>
        <source>The YAML&apos;s aliases nest it more than %n level(s) deep (is an alias inside its own anchor?).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/application.cpp" line="21"/>
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
        <location filename="../app/console/application.cpp" line="32"/>
        <source>Start a local Supervisor emulator and connect to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="35"/>
        <source>Initial contents of the sandbox: demo, empty or fleet:N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="39"/>
        <source>The Supervisor to connect to, as HOST or HOST:PORT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="42"/>
        <source>The Supervisor&apos;s Kubernetes API port (default 6443, or PORT of --server).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="46"/>
        <source>Verify the Supervisor&apos;s certificate with this CA certificate file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="50"/>
        <source>The vSphere user to log in as.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="55"/>
        <source>The language of the console, e.g. de or ja, instead of the one chosen in Settings or the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="72"/>
        <source>--api-port expects a port number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="75"/>
        <source>--sandbox and --server exclude each other; the sandbox was started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::Application</name>
    <message>
        <location filename="../app/console/application.cpp" line="165"/>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="43"/>
        <source>New Ray Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="45"/>
        <source>Create Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="175"/>
        <source>Set a password for the VM user.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="376"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="381"/>
        <source>Created Ray cluster %1 in namespace %2. Waiting for the operator to deploy the head VM… You can close this window; the console keeps following the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="392"/>
        <source>A Ray cluster named %1 already exists in namespace %2. Choose another name (on the first page or in the YAML), or open the existing cluster. Nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="402"/>
        <source>The Supervisor refused the cluster: %1 The problems are listed and marked on their fields. Nothing was created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="412"/>
        <source>%1 The cluster was not created; everything you entered is kept. Press Create Cluster to try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="433"/>
        <source>Apply %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ClustersPane</name>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="33"/>
        <source>Ray clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="136"/>
        <source>Open Ray Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="144"/>
        <source>Copy Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="147"/>
        <source>Copy Head IP Address</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ConnectDialog</name>
    <message>
        <location filename="../ui/connectdialog.cpp" line="31"/>
        <source>Connect to a Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="38"/>
        <source>Forget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="40"/>
        <source>Remove this connection and its stored token and password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="43"/>
        <source>Saved connection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="46"/>
        <source>Import from kubeconfig:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="52"/>
        <source>Shown in the console; the server if empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="55"/>
        <source>Supervisor address, e.g. 10.0.0.10 or wcp.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="60"/>
        <source>The Kubernetes API port of the Supervisor; 6443 unless your administrator says otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="71"/>
        <source>Remember the password in the system keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="74"/>
        <source>Stay logged in: keep the session token in the system keychain until it expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="76"/>
        <source>A Supervisor&apos;s session token is valid for up to ten hours. Kept, it reconnects without asking for the password; otherwise each start asks (or uses the remembered password).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="80"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="81"/>
        <source>&amp;Server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="82"/>
        <source>API &amp;port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="83"/>
        <source>&amp;User name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="84"/>
        <source>Pass&amp;word:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="90"/>
        <source>Server certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="94"/>
        <source>Verify it with the system&apos;s certificate authorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="96"/>
        <source>Verify it with this CA certificate file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="101"/>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="106"/>
        <source>Accept only the certificate with this SHA-256 fingerprint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="114"/>
        <source>Do not verify it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="116"/>
        <source>Anyone on the network path can then pose as the Supervisor and read your password and token. Use this only for a test system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="142"/>
        <source>Trust This Certificate and Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="149"/>
        <source>Replace the Pinned Certificate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="156"/>
        <source>&amp;Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="166"/>
        <source>CA Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="168"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="207"/>
        <source>New connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="209"/>
        <source>%1 (%2 as %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="224"/>
        <source>No kubeconfig contexts found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="228"/>
        <source>Choose a context…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="230"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="251"/>
        <source>The CA certificate from the kubeconfig</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="257"/>
        <source>Leave the password empty to use the token of kubeconfig context %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="263"/>
        <source>Leave the password empty to use the session or password in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="267"/>
        <source>Leave the password empty to use the password in the keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="270"/>
        <source>Leave the password empty to use the session in the keychain, if it is still valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="323"/>
        <source>Log In Again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="335"/>
        <source>&amp;Log In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="406"/>
        <source>Its validity was not recorded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="407"/>
        <source>Valid from %1 until %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="414"/>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="421"/>
        <source>The Supervisor presents a certificate whose SHA-256 fingerprint is not the one entered. Nothing was sent to it. Check the fingerprint with your vSphere administrator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="424"/>
        <source>Entered:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="425"/>
        <source>Presented, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="437"/>
        <source>The Supervisor&apos;s certificate has changed. This connection accepts only the pinned certificate, and the server now presents another one. Someone may be posing as the Supervisor: nothing was sent to it. Ask your vSphere administrator whether the certificate was replaced before you trust the new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="442"/>
        <source>Pinned certificate, SHA-256:
%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="446"/>
        <source>Presented now, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="484"/>
        <source>Enter the address of the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="487"/>
        <source>&quot;%1&quot; is not a host name or address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="489"/>
        <source>Enter your vSphere user name, e.g. administrator@vsphere.local.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="491"/>
        <source>Choose the CA certificate file, or another way to trust the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="494"/>
        <source>Enter the SHA-256 fingerprint to accept, or another way to trust the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="499"/>
        <source>A SHA-256 fingerprint has 64 hexadecimal digits (32 pairs). A fingerprint of 40 digits is SHA-1, which the console does not accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="551"/>
        <source>Context %1 has no token or client certificate: enter your password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="558"/>
        <source>Connect Without Verifying the Certificate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="559"/>
        <source>Kubeconfig context %1 turns certificate verification off (insecure-skip-tls-verify). The console would then send your token or password to whoever answers at %2, and anyone on the network path could pose as the Supervisor.

Verify the certificate instead, unless this is a test system.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="567"/>
        <source>Verify the Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="570"/>
        <source>Connect Without Verifying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="597"/>
        <source>Replace the Pinned Certificate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="598"/>
        <source>Replace the pinned certificate of %1 only if your vSphere administrator has confirmed that the Supervisor&apos;s certificate was replaced, and that the new one&apos;s SHA-256 fingerprint is:

%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="606"/>
        <source>Replace and Connect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionFlow</name>
    <message>
        <location filename="../ui/connectionflow.cpp" line="59"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="107"/>
        <location filename="../ui/connectionflow.cpp" line="114"/>
        <source>Connecting to %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="154"/>
        <source>Logging in…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionIndicator</name>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="28"/>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="66"/>
        <source>● Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="67"/>
        <source>Every list is being watched; changes appear as they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="71"/>
        <source> — data as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="74"/>
        <source>Waiting for login</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="76"/>
        <source>Not updating: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/connectionindicator.cpp" line="79"/>
        <source>Reconnecting in %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="82"/>
        <source>Catching up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="82"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionPolicy</name>
    <message>
        <location filename="../models/domain/supervisor/connectionpolicy.cpp" line="170"/>
        <source>Enter the password for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/connectionpolicy.cpp" line="259"/>
        <source>The kubeconfig has no context %1 any more. Enter your password to log in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/connectionpolicy.cpp" line="262"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/connectionpolicy.cpp" line="294"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/connectionpolicy.cpp" line="311"/>
        <source>The token of kubeconfig context %1 was not accepted (it may have expired). Enter your password to log in.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::CreatedClusterFollow</name>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="39"/>
        <source>Ray cluster %1 was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="61"/>
        <source>The head node of %1 is running; Ray is %2. Ray dashboard: %3. The console keeps following the cluster in the main window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="64"/>
        <source>starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="65"/>
        <source>address pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="73"/>
        <source>Created %1. Head VM: %2; load balancer address: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="75"/>
        <source>not deployed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="76"/>
        <source>pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="78"/>
        <source>The operator reports a problem: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclusterfollow.cpp" line="80"/>
        <source>Now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::DetailsPane</name>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="57"/>
        <source>Open Ray &amp;Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="59"/>
        <source>Copy `ray job submit` &amp;Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="67"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="68"/>
        <source>Events of the selected cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="69"/>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="72"/>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="123"/>
        <source>Certificate authority: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="124"/>
        <source>Server certificate SHA-256: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="127"/>
        <source>User %1 may use every namespace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="128"/>
        <source>User %1 may use the namespaces %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="149"/>
        <source>Select a Ray cluster to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="150"/>
        <source>Select a namespace to see its Ray clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="163"/>
        <source>Head VM:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="163"/>
        <source>not created yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="164"/>
        <source>Ray dashboard:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="165"/>
        <source>no head IP address yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="167"/>
        <source>Submit jobs with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="172"/>
        <source>Workers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="173"/>
        <source>%1 running of %2 wanted by the autoscaler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="176"/>
        <source>Autoscaling bounds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/detailspane.cpp" line="177"/>
        <source>%1 to %n worker(s) (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="182"/>
        <source>Ray image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="183"/>
        <source>Created:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="184"/>
        <source>Operator&apos;s state:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="185"/>
        <source>not reported yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="189"/>
        <source>Conditions reported by the operator:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::FleetWindow</name>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="26"/>
        <source>All VMs of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="32"/>
        <source>Filter every column, e.g. a namespace, a cluster, Off or a problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="37"/>
        <source>All VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="93"/>
        <source>Your account may not list VMs across namespaces, which this view needs. Open a namespace in the main window instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="95"/>
        <source>Not updating: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="127"/>
        <source>%n VM(s) in %1; %2 with a problem.</source>
        <comment>%1 is the number of namespaces, e.g. 3 namespaces</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="130"/>
        <source>%n namespace(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="132"/>
        <source>Loading… %n VM(s) so far.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="134"/>
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
    <message numerus="yes">
        <location filename="../ui/healthtimeline.cpp" line="82"/>
        <source>%1 of %n node(s) running; since %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::ImageWizardPage</name>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="28"/>
        <source>rayproject/ray:2.44.1 (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="30"/>
        <source>rayproject/ray:2.44.1-gpu (CUDA, for GPU classes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="32"/>
        <source>rayproject/ray-ml:2.44.1 (CPU, with ML libraries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="110"/>
        <source>The two passwords differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="144"/>
        <source>A password is set; only its SHA-512 crypt hash is kept. Type a new one to change it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="58"/>
        <source>vmray console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="78"/>
        <source>Not connected. Use File &gt; Connect to a Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="120"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="121"/>
        <source>&amp;Connect to a Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="126"/>
        <source>&amp;New Ray Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="131"/>
        <source>Open Cluster &amp;YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="137"/>
        <source>Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="139"/>
        <source>Ray cluster YAML (VMRayCluster or ray up config) (*.yaml *.yml *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="145"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="149"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="150"/>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="157"/>
        <source>&amp;Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="159"/>
        <source>&amp;All VMs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="162"/>
        <source>Every VM of the Supervisor, across namespaces, in one table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="166"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="176"/>
        <source>Filter clusters and nodes (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="189"/>
        <source>&amp;Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="190"/>
        <source>&amp;Delete Ray Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="196"/>
        <source>Delete the selected Ray clusters, with everything they run on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="199"/>
        <source>&amp;Recreate Node…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="202"/>
        <source>Delete the selected node&apos;s VM so the operator deploys it again under its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="212"/>
        <source>Recent Tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="228"/>
        <source>The task log cannot be written (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="301"/>
        <location filename="../ui/mainwindow.cpp" line="302"/>
        <source>Starting the sandbox Supervisor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="308"/>
        <source>Sandbox Supervisor running at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="310"/>
        <source>Sandbox ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="315"/>
        <source>The sandbox could not be started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="317"/>
        <source>Sandbox failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="347"/>
        <source>Connected to %1 as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="350"/>
        <source>The connection failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="447"/>
        <source>Cannot Open Cluster YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="448"/>
        <source>Could not read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="520"/>
        <source>The connection changed while the teardown was being confirmed; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="535"/>
        <source>The connection changed while the recreate was being confirmed; nothing was deleted.</source>
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
    <name>vmray::NavigationPane</name>
    <message>
        <location filename="../ui/panes/navigationpane.cpp" line="23"/>
        <source>Supervisors and their namespaces</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::NodesPane</name>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="34"/>
        <source>Nodes of the selected cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="95"/>
        <source>Copy VM Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="98"/>
        <source>Copy IP Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="128"/>
        <location filename="../ui/panes/nodespane.cpp" line="141"/>
        <source>Recreate Head Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="128"/>
        <location filename="../ui/panes/nodespane.cpp" line="150"/>
        <source>Recreate Node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="134"/>
        <source>Recreate the head node %1 of the Ray cluster %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="136"/>
        <source>The head runs Ray&apos;s control processes, so every Ray process of the cluster restarts: running jobs fail, the dashboard and the job submission address are unavailable until the new head runs, and the workers join it again. Whatever is stored on the head VM is lost.

The VM is deleted and the operator deploys a new one under the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="144"/>
        <source>Recreate the worker node %1 of the Ray cluster %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="147"/>
        <source>The VM is deleted and the operator deploys a new one under the same name. Ray tasks running on it fail and are retried elsewhere where they can; whatever is stored on the VM is lost.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::OptionsWizardPage</name>
    <message>
        <location filename="../ui/wizard/optionspage.cpp" line="72"/>
        <source>Give the registry password too, or leave the registry user empty.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::PresentationProxy</name>
    <message>
        <location filename="../ui/presentation.cpp" line="96"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="97"/>
        <location filename="../ui/presentation.cpp" line="113"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="98"/>
        <source>Head IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="99"/>
        <source>Workers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="100"/>
        <source>Ray image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="101"/>
        <location filename="../ui/presentation.cpp" line="120"/>
        <location filename="../ui/presentation.cpp" line="166"/>
        <source>Age</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="102"/>
        <location filename="../ui/presentation.cpp" line="123"/>
        <location filename="../ui/presentation.cpp" line="129"/>
        <source>Reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="110"/>
        <location filename="../ui/presentation.cpp" line="158"/>
        <source>VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="111"/>
        <location filename="../ui/presentation.cpp" line="161"/>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="112"/>
        <source>Node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="114"/>
        <location filename="../ui/presentation.cpp" line="162"/>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="115"/>
        <location filename="../ui/presentation.cpp" line="163"/>
        <source>IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="116"/>
        <source>VM status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="117"/>
        <source>Ray status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="118"/>
        <location filename="../ui/presentation.cpp" line="164"/>
        <source>VM class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="119"/>
        <location filename="../ui/presentation.cpp" line="165"/>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="121"/>
        <source>In state for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="122"/>
        <source>Latest condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="128"/>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="130"/>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="131"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="132"/>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="133"/>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="144"/>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="145"/>
        <source>Target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="146"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="147"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="148"/>
        <source>Initiator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="149"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="150"/>
        <location filename="../ui/presentation.cpp" line="256"/>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="151"/>
        <source>Supervisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="159"/>
        <source>Namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="160"/>
        <source>Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="167"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="192"/>
        <location filename="../ui/presentation.cpp" line="213"/>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="194"/>
        <source>Healthy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="196"/>
        <source>Degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="198"/>
        <location filename="../ui/presentation.cpp" line="217"/>
        <location filename="../ui/presentation.cpp" line="258"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="200"/>
        <location filename="../ui/presentation.cpp" line="219"/>
        <source>Deleting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="209"/>
        <source>Pending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="211"/>
        <source>Creating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="215"/>
        <location filename="../ui/presentation.cpp" line="254"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="221"/>
        <source>Removing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="230"/>
        <source>head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="232"/>
        <source>worker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="241"/>
        <source>Create Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="243"/>
        <source>Delete Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="245"/>
        <source>Recreate node</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="260"/>
        <source>Interrupted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="269"/>
        <source>On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="271"/>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="273"/>
        <source>Suspended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="286"/>
        <source>%1s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="288"/>
        <source>%1m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="290"/>
        <source>%1h %2m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="291"/>
        <source>%1d %2h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="372"/>
        <source>%1 / %2 (%3–%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentation.cpp" line="402"/>
        <source>%1 (%n cluster(s))</source>
        <comment>namespace name and its number of Ray clusters</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="405"/>
        <source>The number of Ray clusters is not known: your account cannot list them across namespaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="437"/>
        <source>Its Ray cluster %1 no longer exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/presentation.cpp" line="440"/>
        <source>Being deleted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ReviewWizardPage</name>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="25"/>
        <source>Review and create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="26"/>
        <source>The VMRayCluster resource that will be created. Edit it here if you like; it is checked as you type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="36"/>
        <source>Problems:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="52"/>
        <source>&amp;Save YAML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="54"/>
        <source>&amp;Export ray up Config…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="56"/>
        <source>Re&amp;build from Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="58"/>
        <source>Replace the YAML with what the form pages say; your edits here are dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="60"/>
        <source>&amp;Open Existing Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="115"/>
        <source>Line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="122"/>
        <source>No problems found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="130"/>
        <source>%1 vCPU, %2 GiB memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="134"/>
        <source>, GPUs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="137"/>
        <source>What the VM classes reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="138"/>
        <source>Minimum, nodes: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="143"/>
        <source>Maximum, nodes: %1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="149"/>
        <source>Not counted (VM class unknown here): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="162"/>
        <source>%1 vCPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="164"/>
        <source>%1 GiB memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="166"/>
        <source>Namespace quota left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="175"/>
        <source>Even the minimum does not fit into what the quota leaves; the cluster would not start all its nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="181"/>
        <source>At most, the cluster would need more than the quota leaves; the last workers would not start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::SandboxSupervisor</name>
    <message>
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="51"/>
        <source>The Supervisor emulator could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="60"/>
        <source>The Supervisor emulator stopped unexpectedly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="62"/>
        <source>The Supervisor emulator exited with code %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="85"/>
        <source>The emulator&apos;s ready file is not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="105"/>
        <source>The emulator&apos;s ready file lacks its URL or users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="115"/>
        <source>The Supervisor emulator (vmray-supervisor-emulator) was not found beside the console. Build or install both programs together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="121"/>
        <source>No temporary folder could be created for the sandbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/supervisor/sandboxsupervisor.cpp" line="143"/>
        <source>The Supervisor emulator did not become ready within %n second(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="29"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="35"/>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="40"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="45"/>
        <source> MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="50"/>
        <source>A server&apos;s answer larger than this is refused instead of being read into memory. A list of 10,000 VMs is about 20 MiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="52"/>
        <source>Largest server &amp;response:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="55"/>
        <source>Changes take effect the next time the console starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="83"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::SupervisorConnection</name>
    <message>
        <location filename="../models/domain/supervisor/supervisorconnection.cpp" line="73"/>
        <source>The client certificate or key of context %1 cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/supervisorconnection.cpp" line="80"/>
        <source>Context %1 needs a credential plugin, which the console cannot run. Log in with your vSphere password instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/supervisorconnection.cpp" line="83"/>
        <source>Context %1 has no token or client certificate. Log in with your vSphere password instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::SupervisorSession</name>
    <message>
        <location filename="../models/domain/supervisor/session.cpp" line="32"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/supervisor/session.cpp" line="35"/>
        <location filename="../models/domain/supervisor/session.cpp" line="56"/>
        <source>The Supervisor no longer accepts the session. Log in again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::TaskLog</name>
    <message>
        <location filename="../models/items/items/tasklog.cpp" line="152"/>
        <source>The console was closed before this task ended; its outcome was not seen. Check the object on the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/items/items/tasklog.cpp" line="163"/>
        <source>another vmray console is using the task log, so this one&apos;s tasks are shown here but not kept</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::TasksPane</name>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="25"/>
        <source>Recent tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="42"/>
        <source>Double-click a teardown to follow it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::TeardownDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="57"/>
        <source>Delete Ray Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="57"/>
        <source>Delete %n Ray Cluster(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="70"/>
        <source>Delete the Ray cluster %1 in the namespace %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="72"/>
        <source>Delete these %n Ray cluster(s) in the namespace %1?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="75"/>
        <source>Running Ray jobs stop, and whatever is stored on the clusters&apos; VMs is lost. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="81"/>
        <source>These will be deleted:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="84"/>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="84"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="88"/>
        <source>Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="93"/>
        <source>Head VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="93"/>
        <location filename="../ui/teardowndialog.cpp" line="106"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="95"/>
        <location filename="../ui/teardowndialog.cpp" line="99"/>
        <source>Worker VMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="95"/>
        <location filename="../ui/teardowndialog.cpp" line="199"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="99"/>
        <source>%n worker VM(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="101"/>
        <source>Worker VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="105"/>
        <source>VM service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="107"/>
        <source>%1 (the head&apos;s load balancer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="109"/>
        <source>Secrets the operator removes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="109"/>
        <source>Looking them up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="130"/>
        <source>To confirm, type the cluster&apos;s name, %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="132"/>
        <source>To confirm, type %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="137"/>
        <source>Confirmation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="143"/>
        <source>Delete Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="143"/>
        <source>Delete %n Cluster(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="172"/>
        <source>delete %n cluster(s)</source>
        <comment>typed to confirm; keep it short and easy to type</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="184"/>
        <source>Waiting for the list of the clusters&apos; secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="197"/>
        <source>Not known: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="201"/>
        <source>%n secret(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="203"/>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="209"/>
        <source>Registry credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="211"/>
        <source>Also delete %1 (created by this console)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="212"/>
        <source>Also delete %1 (not created by this console)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="218"/>
        <source>The operator leaves this secret behind when the cluster goes. A cluster created again under this name would use it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::TeardownProgressDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="242"/>
        <source>Deleting %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="243"/>
        <source>Deleting %n Ray Cluster(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="257"/>
        <source>&amp;Retry Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="260"/>
        <source>Ask the operator to try the deletion again now instead of in a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="274"/>
        <source>Closing this window does not stop the teardown; it goes on and is listed under Recent Tasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="286"/>
        <source>Ray cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="291"/>
        <location filename="../ui/teardowndialog.cpp" line="369"/>
        <source>Head VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="291"/>
        <location filename="../ui/teardowndialog.cpp" line="369"/>
        <source>Worker VM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="293"/>
        <source>VM service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="295"/>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="298"/>
        <source>Registry credentials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="340"/>
        <source>being deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="344"/>
        <source>gone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="357"/>
        <source>no longer followed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="363"/>
        <source>left behind by the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="364"/>
        <source>waiting for the operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="377"/>
        <source>removed by the operator; checked at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="379"/>
        <source>still there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="387"/>
        <location filename="../ui/teardowndialog.cpp" line="399"/>
        <source>deleting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="394"/>
        <source>being finalized by the operator (%1 of %n VM(s) gone)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="405"/>
        <source>deleted, with everything listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="410"/>
        <source>deleted; VMs left behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="417"/>
        <source>not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="421"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="430"/>
        <source>The operator could not delete %1: %2 (%3). It tries again every minute; Retry Now asks it to try at once. If this goes on, the cause is on the Supervisor or in vCenter, for example a VM that vCenter cannot remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="436"/>
        <source>%1 is still being finalized after a long time. The operator removes its finalizer (vmraycluster.vmray.broadcom.com) once it has asked for every VM and secret of the cluster to be deleted, so it may not be running or may be stuck: check the vmray operator on the Supervisor and the cluster&apos;s events. Removing the finalizer by hand would leave the VMs behind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="446"/>
        <source>Retrying failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="453"/>
        <source>%1 is deleted: the cluster, its VMs and its VM service are gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="455"/>
        <source>The teardown ended without deleting the cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="456"/>
        <source>The teardown of %n cluster(s) has ended.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="459"/>
        <source>Deleting %1: following every VM until it is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="462"/>
        <source>Deleting %n cluster(s): %1 done.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::WizardApply</name>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="22"/>
        <source>The wizard was closed before the create ended; check whether the cluster exists.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="43"/>
        <source>Checking the cluster on the Supervisor (dry run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="45"/>
        <source>Storing the registry credentials as secret %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="47"/>
        <source>Creating the cluster resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="52"/>
        <source>Checking the cluster on the Supervisor (dry run; nothing is created yet)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="56"/>
        <source>Storing the registry credentials as secret %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="60"/>
        <source>Creating Ray cluster %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="72"/>
        <source>Created the cluster resource; the operator deploys its VMs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardapply.cpp" line="73"/>
        <source>The cluster was not created.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::WorkersWizardPage</name>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="26"/>
        <source>Worker node types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="27"/>
        <source>Kinds of worker VMs and how many of each Ray&apos;s autoscaler may run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="31"/>
        <source>Node type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="32"/>
        <source>VM class</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="33"/>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="34"/>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="35"/>
        <source>CPUs for Ray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="36"/>
        <source>GPUs for Ray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="37"/>
        <source>Memory for Ray (GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="41"/>
        <source>CPUs, GPUs and memory for Ray: what Ray schedules on; &quot;from class&quot; leaves it to what the VM class has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="45"/>
        <source>&amp;Add Node Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="47"/>
        <source>&amp;Remove Node Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="55"/>
        <source>&amp;Workers in all, at most:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="57"/>
        <source>Ray&apos;s default (5 minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/workerspage.cpp" line="60"/>
        <source> minute(s)</source>
        <comment>after a number in a spin box</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="64"/>
        <source>Remove idle workers &amp;after:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="66"/>
        <source>These bounds are fixed for the cluster&apos;s life: the head&apos;s autoscaler reads them once, when the cluster is created. To change them later, create a new cluster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="122"/>
        <source>from class</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterCatalog</name>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="359"/>
        <source>VM classes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="374"/>
        <source>VM images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="395"/>
        <source>the namespace&apos;s quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="416"/>
        <source>the Ray clusters of the namespace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clustercatalog.cpp" line="437"/>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterOperations</name>
    <message>
        <location filename="../models/domain/ray/clusteroperations.cpp" line="17"/>
        <source>The console was closed before this task ended; its outcome was not seen. Check the object on the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusteroperations.cpp" line="23"/>
        <source>The console was disconnected from the Supervisor before this task ended; check the object on the Supervisor.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterTeardown</name>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="263"/>
        <source>Deleted the secret %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="266"/>
        <source>Kept the secret %1: it was replaced since the teardown was confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="270"/>
        <source>Could not delete the secret %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clusterteardown.cpp" line="550"/>
        <source>%1 of %n VM(s) gone</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="561"/>
        <source>Deleting the cluster resource.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="563"/>
        <source>The operator failed to delete the cluster (%1); it retries every minute. %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clusterteardown.cpp" line="566"/>
        <source>The operator has not finished after %n minute(s); %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="572"/>
        <source>The operator is removing the cluster&apos;s resources; %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="573"/>
        <source>The cluster resource is gone; waiting for its VMs: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="582"/>
        <source>Nothing was deleted: the name %1 now belongs to a cluster created after the teardown was confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="587"/>
        <source>The delete was sent, but its progress could not be followed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="588"/>
        <source>The cluster could not be deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="590"/>
        <source>The cluster is gone, but the operator did not delete %1. They may be workers the autoscaler added while the cluster was being deleted; delete them in the namespace %2 if nothing else uses them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="602"/>
        <source>The cluster was already gone, and so is its VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clusterteardown.cpp" line="603"/>
        <source>The cluster was already gone, and so are its %n VM(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="605"/>
        <source>Deleted the cluster and its VM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../models/domain/ray/clusterteardown.cpp" line="606"/>
        <source>Deleted the cluster and its %n VM(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="609"/>
        <source>The operator removed its secrets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="612"/>
        <source>Whether these secrets are gone could not be checked: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="615"/>
        <source>The VM service %1 is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/clusterteardown.cpp" line="620"/>
        <source>These secrets of the operator are still there: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::ray::NodeRecreate</name>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="41"/>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="83"/>
        <source>The VM %1 was deleted, but its return cannot be followed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="101"/>
        <source>The cluster %1 is being deleted or is gone, so the operator will not deploy the node again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="121"/>
        <source>The autoscaler no longer wants the node %1, so the operator will not deploy it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="153"/>
        <source>Deleting the VM %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="155"/>
        <source>The VM is gone; waiting for the operator to deploy it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="158"/>
        <source>The operator deployed a new VM %1; waiting for it to run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="159"/>
        <source>The new VM %1 is not up: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="172"/>
        <source>The node %1 was deployed again and runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../models/domain/ray/noderecreate.cpp" line="174"/>
        <source>Nothing was deleted: the VM %1 was replaced since it was chosen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>vmray::vmop::VersionDiscovery</name>
    <message>
        <location filename="../models/kube/vmop/vmoperator.cpp" line="197"/>
        <source>The server lists no versions of %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
