<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AlarmText</name>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="12"/>
        <source>Ray cluster %1 has failed: %2</source>
        <translation>Der Ray-Cluster %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="14"/>
        <source>Ray cluster %1 is degraded: %2</source>
        <translation>Der Ray-Cluster %1 ist beeinträchtigt: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="16"/>
        <source>VM %1 has failed: %2</source>
        <translation>Die VM %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="18"/>
        <source>VM %1 is wanted but has not come up: %2</source>
        <translation>Die VM %1 wird benötigt, ist aber nicht hochgefahren: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="20"/>
        <source>Ray marks the node on VM %1 (%2) dead while the VM runs: %3</source>
        <translation>Ray markiert den Knoten auf der VM %1 (%2) als tot, während die VM läuft: %3</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="22"/>
        <source>Ray gives no reason.</source>
        <translation>Ray nennt keinen Grund.</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="24"/>
        <source>The Ray dashboard of cluster %1 does not answer: %2</source>
        <translation>Das Ray-Dashboard des Clusters %1 antwortet nicht: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/console/console/alarmphrases.h" line="26"/>
        <source>The autoscaler of cluster %1 cannot place %n waiting demand(s).</source>
        <translation>
            <numerusform>Der Autoscaler des Clusters %1 kann %n wartende Anforderung nicht platzieren.</numerusform>
            <numerusform>Der Autoscaler des Clusters %1 kann %n wartende Anforderungen nicht platzieren.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="30"/>
        <source>Namespace %1 uses %2 % of its %3 quota.</source>
        <translation>Der Namespace %1 nutzt %2 % seines %3-Kontingents.</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="32"/>
        <source>The session on %1 expires at %2 and no password is remembered; log in again to keep watching it.</source>
        <translation>Die Sitzung auf %1 läuft um %2 ab, und es ist kein Kennwort gespeichert; melden Sie sich erneut an, um ihn weiter zu überwachen.</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="36"/>
        <source>The certificate pinned for %1 expires at %2; pin its successor once it is in use.</source>
        <translation>Das für %1 angeheftete Zertifikat läuft am %2 ab; heften Sie seinen Nachfolger an, sobald er verwendet wird.</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="39"/>
        <source>The certificate pinned for %1 expired at %2; pin its successor once it is in use.</source>
        <translation>Das für %1 angeheftete Zertifikat ist am %2 abgelaufen; heften Sie seinen Nachfolger an, sobald er verwendet wird.</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="42"/>
        <source>Supervisor %1 cannot be watched, so its alarms are unknown: %2</source>
        <translation>Der Supervisor %1 kann nicht überwacht werden, daher sind seine Alarme unbekannt: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="45"/>
        <source>no session or password is kept for it; connect to it once from the console and remember the password</source>
        <translation>für ihn ist keine Sitzung und kein Kennwort gespeichert; verbinden Sie sich einmal über die Konsole, und lassen Sie das Kennwort speichern</translation>
    </message>
    <message>
        <location filename="../models/items/items/alarmbook.cpp" line="36"/>
        <source>another vmray console is keeping the alarms, so this one&apos;s alarms are shown here but not kept</source>
        <translation>eine andere vmray-Konsole führt die Alarme, daher werden die Alarme dieser Konsole hier angezeigt, aber nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../models/items/items/alarmbook.cpp" line="40"/>
        <source>the alarms cannot be kept in %1: %2</source>
        <translation>die Alarme können nicht in %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../models/items/items/alarmbook.cpp" line="42"/>
        <source>the alarms kept in %1 could not be read, so they start anew: %2</source>
        <translation>die in %1 gespeicherten Alarme konnten nicht gelesen werden, daher beginnen sie neu: %2</translation>
    </message>
</context>
<context>
    <name>ClusterCatalog</name>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="111"/>
        <source>%1 vCPU</source>
        <translation>%1 vCPU</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="115"/>
        <source>, %1 GiB</source>
        <translation>, %1 GiB</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="117"/>
        <source>, %1 MiB</source>
        <translation>, %1 MiB</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clustercatalog.cpp" line="119"/>
        <source>, %n GPU(s)</source>
        <translation>
            <numerusform>, %n GPU</numerusform>
            <numerusform>, %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="187"/>
        <source>A Ray cluster named &quot;%1&quot; already exists in namespace %2. Choose another name, or open the existing cluster.</source>
        <translation>Im Namespace %2 gibt es bereits einen Ray-Cluster namens „%1“. Wählen Sie einen anderen Namen, oder öffnen Sie den vorhandenen Cluster.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="199"/>
        <source>Namespace %1 has no VM image &quot;%2&quot;. Pick one of its images (the name starts with vmi-).</source>
        <translation>Der Namespace %1 hat kein VM-Image „%2“. Wählen Sie eines seiner Images aus (der Name beginnt mit vmi-).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="207"/>
        <source>&quot;%1&quot; is a cluster-wide image; the Ray operator looks up images of the namespace only. Add it to the namespace&apos;s content library, or pick a namespace image.</source>
        <translation>„%1“ ist ein clusterweites Image; der Ray-Operator sucht nur nach Images des Namespace. Fügen Sie es der Inhaltsbibliothek des Namespace hinzu, oder wählen Sie ein Namespace-Image aus.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="219"/>
        <source>Storage class &quot;%1&quot; is not available in namespace %2. Available: %3.</source>
        <translation>Die Speicherklasse „%1“ ist im Namespace %2 nicht verfügbar. Verfügbar: %3.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="223"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="234"/>
        <source>Node type %1 has GPUs (VM class %2), but the Ray image %3 has no CUDA; Ray&apos;s GPU images end in -gpu or -cu….</source>
        <translation>Knotentyp %1 hat GPUs (VM-Klasse %2), aber das Ray-Image %3 enthält kein CUDA; die GPU-Images von Ray enden auf -gpu oder -cu….</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="250"/>
        <source>VM class &quot;%1&quot; is not bound to namespace %2.</source>
        <translation>Die VM-Klasse „%1“ ist nicht an den Namespace %2 gebunden.</translation>
    </message>
</context>
<context>
    <name>ClusterFile</name>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="22"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="24"/>
        <source>Cannot Open Cluster YAML</source>
        <translation>Cluster-YAML kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="25"/>
        <source>%1 is not a Ray cluster resource or ray up config.

%2</source>
        <translation>%1 ist weder eine Ray-Cluster-Ressource noch eine ray up-Konfiguration.

%2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="26"/>
        <source>The file</source>
        <translation>Die Datei</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="34"/>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="36"/>
        <source>Converted from a ray up config.</source>
        <translation>Aus einer ray up-Konfiguration konvertiert.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="37"/>
        <source>Converted from a ray up config. Notes on the original file: %1</source>
        <translation>Aus einer ray up-Konfiguration konvertiert. Hinweise zur ursprünglichen Datei: %1</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="47"/>
        <source>Save Cluster YAML</source>
        <translation>Cluster-YAML speichern</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="49"/>
        <location filename="../ui/wizard/clusterfile.cpp" line="72"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML-Dateien (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="55"/>
        <source>Cannot Save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="56"/>
        <source>Could not write %1: %2. The YAML is still here; choose another place.</source>
        <translation>%1 konnte nicht geschrieben werden: %2. Das YAML bleibt erhalten; wählen Sie einen anderen Speicherort.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="65"/>
        <location filename="../ui/wizard/clusterfile.cpp" line="79"/>
        <source>Cannot Export</source>
        <translation>Exportieren nicht möglich</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="66"/>
        <source>The YAML has errors; fix those listed first, then export.</source>
        <translation>Das YAML enthält Fehler; beheben Sie zuerst die aufgeführten Fehler, und exportieren Sie dann.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="70"/>
        <source>Export ray up Config</source>
        <translation>ray up-Konfiguration exportieren</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="80"/>
        <source>Could not write %1: %2.</source>
        <translation>%1 konnte nicht geschrieben werden: %2.</translation>
    </message>
</context>
<context>
    <name>ClusterSpec</name>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="50"/>
        <source>The CRD requires worker_node (Ray&apos;s client and the README sample omit it); worker_node: {} is written.</source>
        <translation>Die CRD verlangt worker_node (der Ray-Client und das README-Beispiel lassen es weg); worker_node: {} wird geschrieben.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="76"/>
        <source>The CRD requires vm_password_salt_hash; an empty one is written, so the VMs&apos; user has no password.</source>
        <translation>Die CRD verlangt vm_password_salt_hash; es wird ein leerer Wert geschrieben, daher hat der Benutzer der VMs kein Kennwort.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="79"/>
        <source>Empty: the VMs&apos; user gets no password (log in with the SSH key).</source>
        <translation>Leer: Der Benutzer der VMs erhält kein Kennwort (Anmeldung mit dem SSH-Schlüssel).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="133"/>
        <source>The CRD requires min_workers on every node type; 0 is written.</source>
        <translation>Die CRD verlangt min_workers für jeden Knotentyp; 0 wird geschrieben.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="141"/>
        <source>The CRD requires max_workers on every node type; 0 is written.</source>
        <translation>Die CRD verlangt max_workers für jeden Knotentyp; 0 wird geschrieben.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="62"/>
        <source>Expected text here.</source>
        <translation>Hier wird Text erwartet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="73"/>
        <source>Expected a whole number, not %1.</source>
        <translation>Hier wird eine ganze Zahl erwartet, nicht %1.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="75"/>
        <source>a list or map</source>
        <translation>eine Liste oder Map</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="82"/>
        <location filename="../models/ray/ray/clusterresource.cpp" line="330"/>
        <source>The number is too large.</source>
        <translation>Die Zahl ist zu groß.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="92"/>
        <source>Expected a number from 0 upwards.</source>
        <translation>Hier wird eine Zahl ab 0 erwartet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="107"/>
        <source>Expected true or false.</source>
        <translation>Hier wird true oder false erwartet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="117"/>
        <source>Expected a list of commands.</source>
        <translation>Hier wird eine Liste von Befehlen erwartet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="138"/>
        <location filename="../models/ray/ray/clusterresource.cpp" line="293"/>
        <source>Expected a map of fields here.</source>
        <translation>Hier wird eine Map von Feldern erwartet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="145"/>
        <source>This field is given twice.</source>
        <translation>Dieses Feld ist doppelt angegeben.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="166"/>
        <source>The VMRayCluster resource has no such field; the API server would drop it. It is kept as written.</source>
        <translation>Die VMRayCluster-Ressource hat kein solches Feld; der API-Server würde es verwerfen. Es wird unverändert beibehalten.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="324"/>
        <source>The CRD takes memory as a number of bytes; %1 becomes %2.</source>
        <translation>Die CRD erwartet den Arbeitsspeicher als Anzahl Bytes; aus %1 wird %2.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="350"/>
        <source>The CRD spells this key %2; %1 is read as %2.</source>
        <translation>Die CRD schreibt diesen Schlüssel %2; %1 wird als %2 gelesen.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="363"/>
        <source>Expected a map of labels.</source>
        <translation>Erwartet wird eine Map von Labels.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="376"/>
        <source>Expected a map of VM names to node types.</source>
        <translation>Erwartet wird eine Map, die VM-Namen Knotentypen zuordnet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="392"/>
        <source>Expected a map of node types here.</source>
        <translation>Hier wird eine Map von Knotentypen erwartet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="401"/>
        <source>This node type is given twice.</source>
        <translation>Dieser Knotentyp ist doppelt angegeben.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="426"/>
        <source>Expected a VMRayCluster resource (a map with apiVersion, kind, metadata and spec).</source>
        <translation>Erwartet wird eine VMRayCluster-Ressource (eine Map mit apiVersion, kind, metadata und spec).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="453"/>
        <source>Expected apiVersion vmray.broadcom.com/v1alpha1 and kind VMRayCluster, not %1 %2.</source>
        <translation>Erwartet werden apiVersion vmray.broadcom.com/v1alpha1 und kind VMRayCluster, nicht %1 %2.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="455"/>
        <location filename="../models/ray/ray/clusterresource.cpp" line="456"/>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="459"/>
        <source>The resource has no spec.</source>
        <translation>Die Ressource hat keine spec.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterspec.cpp" line="67"/>
        <source>The file is %L1 MB; Kubernetes stores objects of at most 1.5 MiB, so it cannot be a cluster resource. Is it the right file?</source>
        <translation>Die Datei ist %L1 MB groß; Kubernetes speichert Objekte von höchstens 1,5 MiB, daher kann sie keine Cluster-Ressource sein. Ist es die richtige Datei?</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterspec.cpp" line="90"/>
        <source>The YAML cannot be read: %1.</source>
        <translation>Das YAML kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="75"/>
        <source>Required.</source>
        <translation>Erforderlich.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="108"/>
        <source>Use lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit (DNS-1035), e.g. ray-dev.</source>
        <translation>Verwenden Sie Kleinbuchstaben, Ziffern und Bindestriche; der Name muss mit einem Buchstaben beginnen und mit einem Buchstaben oder einer Ziffer enden (DNS-1035), z. B. ray-dev.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="114"/>
        <source>At most 49 characters, so the head VM&apos;s name stays within 63.</source>
        <translation>Höchstens 49 Zeichen, damit der Name der Head-VM nicht länger als 63 Zeichen wird.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="118"/>
        <source>Define at least one node type.</source>
        <translation>Definieren Sie mindestens einen Knotentyp.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="135"/>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="137"/>
        <source>At most 255.</source>
        <translation>Höchstens 255.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="141"/>
        <source>%1 is not one of the node types (%2).</source>
        <translation>%1 ist keiner der Knotentypen (%2).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="125"/>
        <source>The minimum of workers (%1) is more than the maximum (%2).</source>
        <translation>Das Minimum an Workern (%1) ist größer als das Maximum (%2).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="130"/>
        <source>The maximum of workers (%1) is more than the cluster&apos;s maximum total workers (%2).</source>
        <translation>Das Maximum an Workern (%1) ist größer als die maximale Gesamtzahl der Worker des Clusters (%2).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="149"/>
        <source>The node types&apos; minimums of workers add up to %1, more than the maximum total workers (%2).</source>
        <translation>Die Minima der Knotentypen ergeben zusammen %1 Worker, mehr als die maximale Gesamtzahl der Worker (%2).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="157"/>
        <source>Not a valid image reference; expected e.g. rayproject/ray:2.9.0 or registry.example.com:5000/team/ray:latest-gpu.</source>
        <translation>Keine gültige Image-Referenz; erwartet wird z. B. rayproject/ray:2.9.0 oder registry.example.com:5000/team/ray:latest-gpu.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="165"/>
        <source>Not a valid VM name.</source>
        <translation>Kein gültiger VM-Name.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="172"/>
        <source>Expected a SHA-512 crypt hash ($6$salt$hash), not a password.</source>
        <translation>Erwartet wird ein SHA-512-crypt-Hash ($6$salt$hash), kein Kennwort.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="174"/>
        <source>A port from 1 to 65535.</source>
        <translation>Ein Port von 1 bis 65535.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="183"/>
        <source>This holds a private key. Only the CA&apos;s certificate belongs here, since every user of the namespace can read the cluster: remove the key (if it came from the connection&apos;s CA file, keep the key in a file of its own).</source>
        <translation>Dieses Feld enthält einen privaten Schlüssel. Hier gehört nur das CA-Zertifikat hin, da jeder Benutzer des Namespace den Cluster lesen kann: Entfernen Sie den Schlüssel (falls er aus der CA-Datei der Verbindung stammt, bewahren Sie ihn in einer eigenen Datei auf).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="190"/>
        <source>No PEM certificate here (-----BEGIN CERTIFICATE-----); only certificates are sent.</source>
        <translation>Hier ist kein PEM-Zertifikat (-----BEGIN CERTIFICATE-----) enthalten; es werden nur Zertifikate gesendet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="211"/>
        <source>The CRD requires this field; the API server refuses the resource without it. (Opening the file in the cluster wizard or converting it with --to-cr fills it in.)</source>
        <translation>Die CRD verlangt dieses Feld; der API-Server lehnt die Ressource ohne dieses Feld ab. (Wenn Sie die Datei im Cluster-Assistenten öffnen oder mit --to-cr konvertieren, wird es ergänzt.)</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="191"/>
        <source>Expected a `ray up` cluster config with a provider section.</source>
        <translation>Erwartet wird eine `ray up`-Cluster-Konfiguration mit einem provider-Abschnitt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="200"/>
        <source>Expected provider type vsphere.</source>
        <translation>Erwartet wird der provider-Typ vsphere.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="216"/>
        <source>A VMRayCluster has no place for this `ray up` field; it is not carried over.</source>
        <translation>Ein VMRayCluster hat keinen Platz für dieses `ray up`-Feld; es wird nicht übernommen.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="254"/>
        <source>The `ray up` config cannot be read: %1.</source>
        <translation>Die `ray up`-Konfiguration kann nicht gelesen werden: %1.</translation>
    </message>
</context>
<context>
    <name>ClusterState</name>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="24"/>
        <source>Scaled down; waiting for the operator to remove it.</source>
        <translation>Herunterskaliert; wartet auf die Entfernung durch den Operator.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="26"/>
        <source>The VM could not be deployed.</source>
        <translation>Die VM konnte nicht bereitgestellt werden.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="28"/>
        <source>Waiting for the head&apos;s service IP address.</source>
        <translation>Warten auf die Dienst-IP-Adresse des Head-Knotens.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="30"/>
        <source>Waiting for the head node to run.</source>
        <translation>Warten, bis der Head-Knoten ausgeführt wird.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="32"/>
        <source>Waiting for the VM to be created.</source>
        <translation>Warten auf die Erstellung der VM.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="34"/>
        <source>The VM lost its IP address or cannot be read.</source>
        <translation>Die VM hat ihre IP-Adresse verloren oder kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="36"/>
        <source>The operator reports a failure.</source>
        <translation>Der Operator meldet einen Fehler.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="38"/>
        <source>The VM is up; Ray is starting.</source>
        <translation>Die VM läuft; Ray wird gestartet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="40"/>
        <source>vSphere is creating the VM.</source>
        <translation>vSphere erstellt die VM.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="42"/>
        <source>vSphere is powering the VM on.</source>
        <translation>vSphere schaltet die VM ein.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="44"/>
        <source>The VM is powered off.</source>
        <translation>Die VM ist ausgeschaltet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="46"/>
        <source>Waiting for an IP address.</source>
        <translation>Warten auf eine IP-Adresse.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterhealth.cpp" line="16"/>
        <source>%n VM(s) left.</source>
        <translation>
            <numerusform>Noch %n VM übrig.</numerusform>
            <numerusform>Noch %n VMs übrig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="18"/>
        <source>Head node: %1</source>
        <translation>Head-Knoten: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="20"/>
        <source>Waiting for the operator.</source>
        <translation>Warten auf den Operator.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="22"/>
        <source>Waiting for the head.</source>
        <translation>Warten auf den Head.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="23"/>
        <source>Worker %1: %2</source>
        <translation>Worker %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterhealth.cpp" line="25"/>
        <source>%1 of %n worker(s) running.</source>
        <translation>
            <numerusform>%1 von %n Worker wird ausgeführt.</numerusform>
            <numerusform>%1 von %n Workern werden ausgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterstate.cpp" line="48"/>
        <source>The cluster is gone; %n VM(s) are still being deleted.</source>
        <translation>
            <numerusform>Der Cluster ist entfernt; %n VM wird noch gelöscht.</numerusform>
            <numerusform>Der Cluster ist entfernt; %n VMs werden noch gelöscht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="75"/>
        <source> [cluster-wide]</source>
        <translation> [clusterweit]</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="117"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="118"/>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="119"/>
        <source>API server</source>
        <translation>API-Server</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="120"/>
        <source>CA certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="121"/>
        <source>Ray image</source>
        <translation>Ray-Image</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="122"/>
        <source>Head port</source>
        <translation>Head-Port</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="123"/>
        <source>Head node type</source>
        <translation>Knotentyp des Heads</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="124"/>
        <source>VM image</source>
        <translation>VM-Image</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="125"/>
        <source>Storage class</source>
        <translation>Speicherklasse</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="126"/>
        <source>VM user</source>
        <translation>VM-Benutzer</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="127"/>
        <source>VM password</source>
        <translation>VM-Passwort</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="128"/>
        <source>Maximum total workers</source>
        <translation>Maximale Gesamtzahl der Worker</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="130"/>
        <source>Remove idle workers after</source>
        <translation>Untätige Worker entfernen nach</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="131"/>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="132"/>
        <source>Registry</source>
        <translation>Registry</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="140"/>
        <source>VM class</source>
        <translation>VM-Klasse</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="141"/>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="142"/>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="143"/>
        <source>CPUs for Ray</source>
        <translation>CPUs für Ray</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="144"/>
        <source>GPUs for Ray</source>
        <translation>GPUs für Ray</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="145"/>
        <source>Memory for Ray</source>
        <translation>Speicher für Ray</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="159"/>
        <source>Head node</source>
        <translation>Head-Knoten</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="160"/>
        <source>Worker node type %1</source>
        <translation>Worker-Knotentyp %1</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <location filename="../models/supervisor/supervisor/connectionprofile.cpp" line="114"/>
        <source>The Supervisor is reached over HTTPS only; %1 asks for plain HTTP. Enter the address without http://.</source>
        <translation>Der Supervisor ist nur über HTTPS erreichbar; %1 verlangt unverschlüsseltes HTTP. Geben Sie die Adresse ohne http:// ein.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionprofile.cpp" line="121"/>
        <source>%1 is not an address the console can connect to; enter the Supervisor&apos;s host name or address, e.g. 10.0.0.10.</source>
        <translation>%1 ist keine Adresse, mit der sich die Konsole verbinden kann; geben Sie den Hostnamen oder die Adresse des Supervisors ein, z. B. 10.0.0.10.</translation>
    </message>
</context>
<context>
    <name>CreatedClusterText</name>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="18"/>
        <source>Ray cluster %1 was deleted.</source>
        <translation>Ray-Cluster %1 wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="27"/>
        <source>the server sent an invalid address</source>
        <translation>der Server hat eine ungültige Adresse gesendet</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="29"/>
        <source>address pending</source>
        <translation>Adresse ausstehend</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="29"/>
        <source>pending</source>
        <translation>ausstehend</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="34"/>
        <source>The head node of %1 is running; Ray is %2. Ray dashboard: %3. The console keeps following the cluster in the main window.</source>
        <translation>Der Head-Knoten von %1 wird ausgeführt; Ray-Status: %2. Ray-Dashboard: %3. Die Konsole verfolgt den Cluster im Hauptfenster weiter.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="36"/>
        <source>starting</source>
        <translation>wird gestartet</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="43"/>
        <source>Created %1. Head VM: %2; load balancer address: %3.</source>
        <translation>%1 wurde erstellt. Head-VM: %2; Load-Balancer-Adresse: %3.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="44"/>
        <source>not deployed yet</source>
        <translation>noch nicht bereitgestellt</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="46"/>
        <source>The operator reports a problem: %1</source>
        <translation>Der Operator meldet ein Problem: %1</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="48"/>
        <source>Now: %1.</source>
        <translation>Aktuell: %1.</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../ui/errortext.cpp" line="14"/>
        <source>The Supervisor could not be reached: %1. Check the address and your network.</source>
        <translation>Der Supervisor ist nicht erreichbar: %1. Überprüfen Sie die Adresse und Ihr Netzwerk.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="17"/>
        <source>The CA certificate for this connection cannot be used: %1. Choose a readable PEM file, or another way to trust the server.</source>
        <translation>Das CA-Zertifikat für diese Verbindung kann nicht verwendet werden: %1. Wählen Sie eine lesbare PEM-Datei oder eine andere Möglichkeit, dem Server zu vertrauen.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="27"/>
        <source>The secure connection failed: %1.</source>
        <translation>Die sichere Verbindung ist fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="21"/>
        <source>The Supervisor&apos;s certificate is not the pinned one: it presents SHA-256 %1, the connection accepts only %2. Someone may be posing as the Supervisor; nothing was sent to it. If the vSphere Client shows that the Supervisor&apos;s certificate was replaced, review the new one in the connect dialog (Ctrl+O).</source>
        <translation>Das Zertifikat des Supervisors ist nicht das angeheftete: Es zeigt SHA-256 %1, die Verbindung akzeptiert nur %2. Jemand könnte sich als Supervisor ausgeben; es wurde nichts an ihn gesendet. Zeigt der vSphere Client, dass das Zertifikat des Supervisors ersetzt wurde, prüfen Sie das neue im Verbindungsdialog (Strg+O).</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="29"/>
        <source>The Supervisor&apos;s certificate is not trusted (%1). Its SHA-256 fingerprint is %2. Trust it only if it matches the Supervisor&apos;s certificate as the vSphere Client shows it (Workload Management, the Supervisor&apos;s certificates).</source>
        <translation>Dem Zertifikat des Supervisors wird nicht vertraut (%1). Sein SHA-256-Fingerabdruck ist %2. Vertrauen Sie ihm nur, wenn er mit dem Zertifikat des Supervisors übereinstimmt, wie der vSphere Client es zeigt (Arbeitslastverwaltung, die Zertifikate des Supervisors).</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="34"/>
        <source>The Supervisor did not answer in time. Try again; if it keeps happening, the Supervisor may be overloaded.</source>
        <translation>Der Supervisor hat nicht rechtzeitig geantwortet. Versuchen Sie es erneut; wenn das wiederholt auftritt, ist der Supervisor möglicherweise überlastet.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="38"/>
        <source>The token holds control characters or characters outside ASCII, so it cannot be a token and was not sent: it could add lines of its own to the request. Check where it comes from (a kubeconfig&apos;s token or token file), or log in with your password.</source>
        <translation>Das Token enthält Steuerzeichen oder Nicht-ASCII-Zeichen, ist also kein gültiges Token und wurde nicht gesendet: Es könnte der Anfrage eigene Zeilen hinzufügen. Überprüfen Sie, woher es stammt (Token oder Tokendatei einer kubeconfig), oder melden Sie sich mit Ihrem Kennwort an.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="43"/>
        <source>The user name or password was not accepted, or the session has expired. Check them and log in again.</source>
        <translation>Der Benutzername oder das Kennwort wurde nicht akzeptiert, oder die Sitzung ist abgelaufen. Überprüfen Sie Ihre Angaben, und melden Sie sich erneut an.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="47"/>
        <source>Your account may not do this: %1</source>
        <translation>Ihr Konto ist dazu nicht berechtigt: %1</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="49"/>
        <source>Not found on this server: %1. Is this a vSphere Supervisor?</source>
        <translation>Auf diesem Server nicht gefunden: %1. Ist dies ein vSphere Supervisor?</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="51"/>
        <source>The Supervisor is busy (too many requests). The console retries on its own.</source>
        <translation>Der Supervisor ist ausgelastet (zu viele Anfragen). Die Konsole wiederholt den Vorgang automatisch.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="54"/>
        <source>The Supervisor reported an internal error (HTTP %1): %2. Try again later.</source>
        <translation>Der Supervisor hat einen internen Fehler gemeldet (HTTP %1): %2. Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="57"/>
        <source>The Supervisor refused the request (HTTP %1): %2</source>
        <translation>Der Supervisor hat die Anfrage abgelehnt (HTTP %1): %2</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="59"/>
        <source>The Supervisor&apos;s answer could not be read: %1</source>
        <translation>Die Antwort des Supervisors konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="60"/>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
</context>
<context>
    <name>HeadWizardPage</name>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="6"/>
        <source>Head node</source>
        <translation>Head-Knoten</translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="9"/>
        <source>The VM that runs Ray&apos;s head: the GCS, the dashboard and the autoscaler. It runs no workloads of its own.</source>
        <translation>Die VM, die den Head von Ray ausführt: GCS, Ray-Dashboard und Autoscaler. Sie führt selbst keine Workloads aus.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="15"/>
        <source>VM &amp;class:</source>
        <translation>VM-&amp;Klasse:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="28"/>
        <source>Ray &amp;port:</source>
        <translation>Ray-&amp;Port:</translation>
    </message>
</context>
<context>
    <name>ImageWizardPage</name>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="6"/>
        <source>VM image and login</source>
        <translation>VM-Image und Anmeldung</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="9"/>
        <source>What every node VM boots, where its disks live, the Ray container image, and the user for logging in to the VMs.</source>
        <translation>Das Image, von dem jede Knoten-VM startet, der Speicherort ihrer Festplatten, das Ray-Container-Image und der Benutzer für die Anmeldung an den VMs.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="15"/>
        <source>VM &amp;image:</source>
        <translation>VM-&amp;Image:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="28"/>
        <source>&amp;Storage class:</source>
        <translation>&amp;Speicherklasse:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="41"/>
        <source>&amp;Ray container image:</source>
        <translation>&amp;Ray-Container-Image:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="54"/>
        <source>VM &amp;user:</source>
        <translation>VM-&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="67"/>
        <source>&amp;Password:</source>
        <translation>&amp;Kennwort:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="84"/>
        <source>Repeat passwor&amp;d:</source>
        <translation>Kennwort wie&amp;derholen:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="101"/>
        <source>The password is hashed here (SHA-512 crypt with a random salt); only the hash goes to the Supervisor.</source>
        <translation>Das Kennwort wird hier gehasht (SHA-512-crypt mit zufälligem Salt); nur der Hash wird an den Supervisor übertragen.</translation>
    </message>
</context>
<context>
    <name>LocalFile</name>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="27"/>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="29"/>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/localfile.cpp" line="30"/>
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%n Byte</numerusform>
            <numerusform>%n Bytes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="39"/>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="41"/>
        <source>%1 is a pipe (FIFO), not a regular file; the console reads only regular files.</source>
        <translation>%1 ist eine Pipe (FIFO), keine reguläre Datei; die Konsole liest nur reguläre Dateien.</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="46"/>
        <source>%1 is a device, not a regular file; the console reads only regular files.</source>
        <translation>%1 ist ein Gerät, keine reguläre Datei; die Konsole liest nur reguläre Dateien.</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="50"/>
        <source>%1 is not a regular file; the console reads only regular files.</source>
        <translation>%1 ist keine reguläre Datei; die Konsole liest nur reguläre Dateien.</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="56"/>
        <source>%1 is larger than %2; it is not read.</source>
        <translation>%1 ist größer als %2; die Datei wird nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="79"/>
        <source>No file is named.</source>
        <translation>Es ist keine Datei angegeben.</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="90"/>
        <location filename="../models/kube/kube/localfile.cpp" line="95"/>
        <location filename="../models/kube/kube/localfile.cpp" line="115"/>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>OptionsWizardPage</name>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="6"/>
        <source>Network, TLS and registry</source>
        <translation>Netzwerk, TLS und Registry</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="9"/>
        <source>All optional. Without a network the VMs use the namespace&apos;s default.</source>
        <translation>Alle Angaben sind optional. Ohne Netzwerkangabe verwenden die VMs das Standardnetzwerk des Namespace.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="15"/>
        <source>N&amp;etwork:</source>
        <translation>N&amp;etzwerk:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="25"/>
        <source>the namespace&apos;s default network</source>
        <translation>Standardnetzwerk des Namespace</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="32"/>
        <source>Encrypt Ray&apos;s own traffic with &amp;TLS</source>
        <translation>Eigenen Datenverkehr von Ray mit &amp;TLS verschlüsseln</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="42"/>
        <source>Supervisor &amp;CA for the autoscaler:</source>
        <translation>Supervisor-&amp;CA für den Autoscaler:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="58"/>
        <source>Without it, the head&apos;s autoscaler does not verify the Supervisor&apos;s certificate.</source>
        <translation>Ohne diese Angabe überprüft der Autoscaler des Head-Knotens das Zertifikat des Supervisors nicht.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="64"/>
        <source>-----BEGIN CERTIFICATE-----</source>
        <translation>-----BEGIN CERTIFICATE-----</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="71"/>
        <source>Credentials for a private container registry are stored in the namespace as a secret named after the cluster (&lt;cluster&gt;-docker-auth) before the cluster is created.</source>
        <translation>Anmeldedaten für eine private Container-Registry werden vor dem Erstellen des Clusters als Secret im Namespace gespeichert, das nach dem Cluster benannt ist (&lt;cluster&gt;-docker-auth).</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="81"/>
        <source>Re&amp;gistry:</source>
        <translation>Re&amp;gistry:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="91"/>
        <source>e.g. registry.example.com</source>
        <translation>z. B. registry.example.com</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="98"/>
        <source>Registry &amp;user:</source>
        <translation>Registry-&amp;Benutzer:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="111"/>
        <source>Registry pass&amp;word:</source>
        <translation>Registry-&amp;Kennwort:</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="32"/>
        <source>Object</source>
        <comment>column: the kind of object a teardown deletes</comment>
        <translation>Objekt</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="33"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="34"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
</context>
<context>
    <name>RayObservation</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/rayobservation.cpp" line="14"/>
        <source>Ray does not list this node %n minute(s) after its VM started running; it may need to be recreated.</source>
        <translation>
            <numerusform>Ray führt diesen Knoten %n Minute nach dem Start seiner VM nicht; er muss eventuell neu erstellt werden.</numerusform>
            <numerusform>Ray führt diesen Knoten %n Minuten nach dem Start seiner VM nicht; er muss eventuell neu erstellt werden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayobservation.cpp" line="19"/>
        <source>Ray reports this node dead while its VM runs.</source>
        <translation>Ray meldet diesen Knoten als ausgefallen, obwohl seine VM läuft.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayobservation.cpp" line="21"/>
        <source>Ray reports this node dead while its VM runs: %1</source>
        <translation>Ray meldet diesen Knoten als ausgefallen, obwohl seine VM läuft: %1</translation>
    </message>
</context>
<context>
    <name>TargetWizardPage</name>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="6"/>
        <source>Where the cluster goes</source>
        <translation>Ziel des Clusters</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="9"/>
        <source>The vSphere Namespace the Ray cluster&apos;s VMs run in, and its name.</source>
        <translation>Der vSphere-Namespace, in dem die VMs des Ray-Clusters ausgeführt werden, und der Name des Clusters.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="15"/>
        <source>Supervisor:</source>
        <translation>Supervisor:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="48"/>
        <source>Na&amp;mespace:</source>
        <translation>&amp;Namespace:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="28"/>
        <source>&amp;Cluster name:</source>
        <translation>&amp;Clustername:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="41"/>
        <source>e.g. ray-dev</source>
        <translation>z. B. ray-dev</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="61"/>
        <source>Supervisor &amp;address for the autoscaler:</source>
        <translation>Supervisor-&amp;Adresse für den Autoscaler:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="71"/>
        <source>The address the head node&apos;s autoscaler uses to reach this Supervisor.</source>
        <translation>Die Adresse, über die der Autoscaler des Head-Knotens diesen Supervisor erreicht.</translation>
    </message>
</context>
<context>
    <name>TaskText</name>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="14"/>
        <source>The console was closed before this task ended; its outcome was not seen. Check the object on the Supervisor.</source>
        <translation>Die Konsole wurde geschlossen, bevor diese Aufgabe beendet war; ihr Ergebnis ist nicht bekannt. Prüfen Sie das Objekt auf dem Supervisor.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="18"/>
        <source>The console was disconnected from the Supervisor before this task ended; check the object on the Supervisor.</source>
        <translation>Die Verbindung der Konsole zum Supervisor wurde getrennt, bevor diese Aufgabe beendet war; prüfen Sie das Objekt auf dem Supervisor.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="22"/>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="26"/>
        <source>another vmray console is using the task log, so this one&apos;s tasks are shown here but not kept</source>
        <translation>eine andere vmray-Konsole verwendet das Aufgabenprotokoll; die Aufgaben dieser Konsole werden daher hier angezeigt, aber nicht gespeichert</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="32"/>
        <source>Checking the cluster on the Supervisor (dry run).</source>
        <translation>Der Cluster wird auf dem Supervisor geprüft (Probelauf).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="34"/>
        <source>Storing the registry credentials as secret %1.</source>
        <translation>Die Registry-Anmeldedaten werden als Secret %1 gespeichert.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="36"/>
        <source>Creating the cluster resource.</source>
        <translation>Die Cluster-Ressource wird erstellt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="38"/>
        <source>The cluster was not created.</source>
        <translation>Der Cluster wurde nicht erstellt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="40"/>
        <source>The wizard was closed before the create ended; check whether the cluster exists.</source>
        <translation>Der Assistent wurde geschlossen, bevor die Erstellung abgeschlossen war; prüfen Sie, ob der Cluster existiert.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="43"/>
        <source>The console was disconnected before the cluster was up.</source>
        <translation>Die Konsole wurde getrennt, bevor der Cluster bereit war.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="45"/>
        <source>The cluster was deleted before it was up.</source>
        <translation>Der Cluster wurde gelöscht, bevor er bereit war.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="47"/>
        <source>Ray cluster %1 no longer exists.</source>
        <translation>Der Ray-Cluster %1 existiert nicht mehr.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="49"/>
        <source>The cluster was not up %n minute(s) after it was created; see its conditions.</source>
        <translation>
            <numerusform>Der Cluster war %n Minute nach dem Erstellen nicht bereit; siehe seine Bedingungen.</numerusform>
            <numerusform>Der Cluster war %n Minuten nach dem Erstellen nicht bereit; siehe seine Bedingungen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="53"/>
        <source>Waiting for the operator to deploy the cluster&apos;s VMs.</source>
        <translation>Warten, bis der Operator die VMs des Clusters bereitstellt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="55"/>
        <source>The cluster is being deleted before it was up.</source>
        <translation>Der Cluster wird gelöscht, bevor er bereit war.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="57"/>
        <source>The operator&apos;s pre-flight check failed.</source>
        <translation>Die Vorabprüfung des Operators ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="59"/>
        <source>The head node failed to start.</source>
        <translation>Der Head-Knoten konnte nicht starten.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="61"/>
        <source>The head node&apos;s VM failed.</source>
        <translation>Die VM des Head-Knotens ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="63"/>
        <source>The cluster is healthy; its head node runs.</source>
        <translation>Der Cluster ist fehlerfrei; sein Head-Knoten läuft.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="65"/>
        <source>The cluster is healthy; its head node runs at %1.</source>
        <translation>Der Cluster ist fehlerfrei; sein Head-Knoten läuft unter %1.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="67"/>
        <source>The head node runs; waiting for the cluster to be healthy.</source>
        <translation>Der Head-Knoten läuft; warten, bis der Cluster fehlerfrei ist.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="69"/>
        <source>The head node&apos;s VM is %1.</source>
        <translation>Die VM des Head-Knotens ist %1.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="73"/>
        <source>%1 of %n VM(s) gone</source>
        <translation>
            <numerusform>%1 von %n VM entfernt</numerusform>
            <numerusform>%1 von %n VMs entfernt</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="76"/>
        <source>Deleting the cluster resource.</source>
        <translation>Die Cluster-Ressource wird gelöscht.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="78"/>
        <source>The operator failed to delete the cluster (%1); it retries every minute. %2.</source>
        <translation>Der Operator konnte den Cluster nicht löschen (%1); er versucht es jede Minute erneut. %2.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="81"/>
        <source>The operator has not finished after %n minute(s); %1.</source>
        <translation>
            <numerusform>Der Operator ist nach %n Minute noch nicht fertig; %1.</numerusform>
            <numerusform>Der Operator ist nach %n Minuten noch nicht fertig; %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="84"/>
        <source>The operator is removing the cluster&apos;s resources; %1.</source>
        <translation>Der Operator entfernt die Ressourcen des Clusters; %1.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="86"/>
        <source>The cluster resource is gone; waiting for its VMs: %1.</source>
        <translation>Die Cluster-Ressource ist entfernt; es wird auf die VMs gewartet: %1.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="88"/>
        <source>Nothing was deleted: the name %1 now belongs to a cluster created after the teardown was confirmed.</source>
        <translation>Es wurde nichts gelöscht: Der Name %1 gehört jetzt zu einem Cluster, der nach der Bestätigung des Abbaus erstellt wurde.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="92"/>
        <source>The delete was sent, but its progress could not be followed.</source>
        <translation>Der Löschvorgang wurde gesendet, aber sein Fortschritt konnte nicht verfolgt werden.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="94"/>
        <source>The cluster could not be deleted.</source>
        <translation>Der Cluster konnte nicht gelöscht werden.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="96"/>
        <source>The cluster is gone, but the operator did not delete %1. They may be workers the autoscaler added while the cluster was being deleted; delete them in the namespace %2 if nothing else uses them.</source>
        <translation>Der Cluster ist entfernt, aber der Operator hat %1 nicht gelöscht. Möglicherweise sind dies Worker, die der Autoscaler hinzugefügt hat, während der Cluster gelöscht wurde; löschen Sie sie im Namespace %2, wenn sie nicht anderweitig verwendet werden.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="101"/>
        <source>The cluster was already gone, and so is its VM.</source>
        <translation>Der Cluster war bereits entfernt, ebenso seine VM.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="103"/>
        <source>The cluster was already gone, and so are its %n VM(s).</source>
        <translation>
            <numerusform>Der Cluster war bereits entfernt, ebenso seine %n VM.</numerusform>
            <numerusform>Der Cluster war bereits entfernt, ebenso seine %n VMs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="106"/>
        <source>Deleted the cluster and its VM.</source>
        <translation>Der Cluster und seine VM wurden gelöscht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="108"/>
        <source>Deleted the cluster and its %n VM(s).</source>
        <translation>
            <numerusform>Der Cluster und seine %n VM wurden gelöscht.</numerusform>
            <numerusform>Der Cluster und seine %n VMs wurden gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="111"/>
        <source>The operator removed its secrets.</source>
        <translation>Der Operator hat die Secrets des Clusters entfernt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="113"/>
        <source>Whether these secrets are gone could not be checked: %1.</source>
        <translation>Ob diese Secrets entfernt sind, konnte nicht geprüft werden: %1.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="115"/>
        <source>The VM service %1 is gone.</source>
        <translation>Der VM-Dienst %1 ist entfernt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="117"/>
        <source>These secrets of the operator are still there: %1.</source>
        <translation>Diese Secrets des Operators sind noch vorhanden: %1.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="119"/>
        <source>Deleted the secret %1.</source>
        <translation>Das Secret %1 wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="121"/>
        <source>Kept the secret %1: it was replaced since the teardown was confirmed.</source>
        <translation>Das Secret %1 wurde beibehalten: Es wurde ersetzt, nachdem der Abbau bestätigt worden war.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="124"/>
        <source>Could not delete the secret %1: %2</source>
        <translation>Das Secret %1 konnte nicht gelöscht werden: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="128"/>
        <source>The VM %1 was deleted, but its return cannot be followed: %2</source>
        <translation>Die VM %1 wurde gelöscht, aber ihre erneute Bereitstellung kann nicht verfolgt werden: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="130"/>
        <source>The cluster %1 is being deleted or is gone, so the operator will not deploy the node again.</source>
        <translation>Der Cluster %1 wird gelöscht oder ist entfernt; daher stellt der Operator den Knoten nicht erneut bereit.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="134"/>
        <source>The autoscaler no longer wants the node %1, so the operator will not deploy it again.</source>
        <translation>Der Autoscaler benötigt den Knoten %1 nicht mehr; daher stellt der Operator ihn nicht erneut bereit.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="138"/>
        <source>Deleting the VM %1.</source>
        <translation>Die VM %1 wird gelöscht.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="140"/>
        <source>The VM is gone; waiting for the operator to deploy it again.</source>
        <translation>Die VM ist entfernt; es wird gewartet, bis der Operator sie erneut bereitstellt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="142"/>
        <source>The operator deployed a new VM %1; waiting for it to run.</source>
        <translation>Der Operator hat eine neue VM %1 bereitgestellt; es wird gewartet, bis sie läuft.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="144"/>
        <source>The new VM %1 is not up: %2</source>
        <translation>Die neue VM %1 ist nicht betriebsbereit: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="146"/>
        <source>The node %1 was deployed again and runs.</source>
        <translation>Der Knoten %1 wurde erneut bereitgestellt und wird ausgeführt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="148"/>
        <source>Nothing was deleted: the VM %1 was replaced since it was chosen.</source>
        <translation>Es wurde nichts gelöscht: Die VM %1 wurde ersetzt, nachdem sie ausgewählt worden war.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="153"/>
        <source>Ray accepted the stop, but the job has not ended yet.</source>
        <translation>Ray hat das Stoppen angenommen, aber der Job ist noch nicht beendet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="155"/>
        <source>The Ray dashboard did not answer the stop.</source>
        <translation>Das Ray-Dashboard hat auf das Stoppen nicht geantwortet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="157"/>
        <source>Look at the job in the cluster&apos;s Ray dashboard.</source>
        <translation>Sehen Sie sich den Job im Ray-Dashboard des Clusters an.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="159"/>
        <source>Asking Ray to stop the job.</source>
        <translation>Ray wird gebeten, den Job zu stoppen.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="161"/>
        <source>The cluster&apos;s Ray dashboard is not being read.</source>
        <translation>Das Ray-Dashboard des Clusters wird nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="163"/>
        <source>The console stopped reading the cluster&apos;s Ray dashboard before the job ended; look at the job there.</source>
        <translation>Die Konsole hat aufgehört, das Ray-Dashboard des Clusters zu lesen, bevor der Job endete; sehen Sie sich den Job dort an.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="167"/>
        <source>The job was not stopped.</source>
        <translation>Der Job wurde nicht gestoppt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="169"/>
        <source>The job had already ended.</source>
        <translation>Der Job war bereits beendet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="171"/>
        <source>Ray is stopping the job.</source>
        <translation>Ray stoppt den Job.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="173"/>
        <source>The job stopped.</source>
        <translation>Der Job wurde gestoppt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="175"/>
        <source>The job ended on its own (succeeded) before it stopped.</source>
        <translation>Der Job endete von selbst (erfolgreich), bevor er gestoppt wurde.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="177"/>
        <source>The job ended as failed.</source>
        <translation>Der Job endete als fehlgeschlagen.</translation>
    </message>
</context>
<context>
    <name>WebConsole</name>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="23"/>
        <source>The console&apos;s key pair could not be made.</source>
        <translation>Das Schlüsselpaar der Konsole konnte nicht erzeugt werden.</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="25"/>
        <source>The Supervisor refused to open a console for VM %1: %2</source>
        <translation>Der Supervisor hat es abgelehnt, eine Konsole für VM %1 zu öffnen: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/vmop/webconsole.cpp" line="27"/>
        <source>VM Operator did not answer the console request for VM %1 within %n second(s).</source>
        <translation>
            <numerusform>VM Operator hat die Konsolenanforderung für VM %1 nicht innerhalb von %n Sekunde beantwortet.</numerusform>
            <numerusform>VM Operator hat die Konsolenanforderung für VM %1 nicht innerhalb von %n Sekunden beantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="31"/>
        <source>It said: %1</source>
        <translation>Er meldete: %1</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="33"/>
        <source>The console ticket for VM %1 could not be decrypted with the key that asked for it; open the console again.</source>
        <translation>Das Konsolenticket für VM %1 ließ sich mit dem Schlüssel, der es angefordert hat, nicht entschlüsseln; öffnen Sie die Konsole erneut.</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="37"/>
        <source>VM Operator gave the console of VM %1 a proxy address the console does not open: %2</source>
        <translation>VM Operator hat der Konsole von VM %1 eine Proxy-Adresse gegeben, die die Konsole nicht öffnet: %2</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="40"/>
        <source>The console ticket for VM %1 expired before it could be opened; open the console again.</source>
        <translation>Das Konsolenticket für VM %1 ist abgelaufen, bevor es geöffnet werden konnte; öffnen Sie die Konsole erneut.</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="44"/>
        <source>The console request for VM %1 was deleted before VM Operator answered it.</source>
        <translation>Die Konsolenanforderung für VM %1 wurde gelöscht, bevor VM Operator sie beantwortet hat.</translation>
    </message>
</context>
<context>
    <name>YamlLimits</name>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="27"/>
        <source>The YAML is nested more than %n level(s) deep.</source>
        <translation>
            <numerusform>Das YAML ist tiefer als %n Ebene verschachtelt.</numerusform>
            <numerusform>Das YAML ist tiefer als %n Ebenen verschachtelt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/kube/kube/yamllimits.cpp" line="37"/>
        <source>The text has %L1 bytes; at most %L2 are read.</source>
        <translation>Der Text hat %L1 Bytes; höchstens %L2 werden gelesen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="227"/>
        <source>The YAML&apos;s aliases expand it to more than %Ln value(s).</source>
        <translation>
            <numerusform>Die Aliasse im YAML erweitern es auf mehr als %Ln Wert.</numerusform>
            <numerusform>Die Aliasse im YAML erweitern es auf mehr als %Ln Werte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="235"/>
        <source>The YAML&apos;s aliases nest it more than %n level(s) deep (is an alias inside its own anchor?).</source>
        <translation>
            <numerusform>Die Aliasse im YAML verschachteln es tiefer als %n Ebene (steht ein Alias innerhalb seines eigenen Ankers?).</numerusform>
            <numerusform>Die Aliasse im YAML verschachteln es tiefer als %n Ebenen (steht ein Alias innerhalb seines eigenen Ankers?).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/console/application.cpp" line="30"/>
        <source>Console for Ray clusters on vSphere Supervisor.

With --server, the password is read from the environment variable VMRAY_CONSOLE_PASSWORD if it is set; otherwise the connect dialog asks for it.

Without a display:
  --check-yaml FILE...  check VMRayCluster resources; prints FILE:LINE:COL: error: FIELD: message
  --to-cr FILE  print the resource as the console writes it (CRD-conformant)
  --to-ray-up FILE  print the `ray up` cluster config for Ray&apos;s vSphere provider
(FILE may be a resource or a `ray up` config)
  --alarms [--follow] [--format text|json]  print the alarms of every saved Supervisor, of --server or of --sandbox [--sandbox-supervisors N]; exit 0 OK, 1 WARNING, 2 CRITICAL, 3 UNKNOWN</source>
        <translation>Konsole für Ray-Cluster auf dem vSphere Supervisor.

Mit --server wird das Kennwort aus der Umgebungsvariablen VMRAY_CONSOLE_PASSWORD gelesen, sofern sie gesetzt ist; andernfalls fragt der Verbindungsdialog danach.

Ohne grafische Oberfläche:
  --check-yaml FILE...  VMRayCluster-Ressourcen prüfen; gibt FILE:LINE:COL: error: FIELD: message aus
  --to-cr FILE  die Ressource so ausgeben, wie die Konsole sie schreibt (CRD-konform)
  --to-ray-up FILE  die `ray up`-Cluster-Konfiguration für den vSphere-Provider von Ray ausgeben
(FILE kann eine Ressource oder eine `ray up`-Konfiguration sein)
  --alarms [--follow] [--format text|json]  die Alarme aller gespeicherten Supervisors, von --server oder von --sandbox [--sandbox-supervisors N] ausgeben; Exit-Code 0 OK, 1 WARNING, 2 CRITICAL, 3 UNKNOWN</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="43"/>
        <source>Start a local Supervisor emulator and connect to it.</source>
        <translation>Einen lokalen Supervisor-Emulator starten und eine Verbindung damit herstellen.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="46"/>
        <source>Initial contents of the sandbox: demo, empty or fleet:N.</source>
        <translation>Anfangsinhalt der Sandbox: demo, empty oder fleet:N.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="50"/>
        <source>How many sandbox Supervisors to start (1 to 8, default 2): the first with the seed, the others with fleets of their own.</source>
        <translation>Wie viele Sandbox-Supervisoren gestartet werden (1 bis 8, Standard 2): der erste mit dem Seed, die anderen mit eigenen Flotten.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="56"/>
        <source>The Supervisor to connect to, as HOST or HOST:PORT.</source>
        <translation>Der Supervisor, mit dem die Verbindung hergestellt wird, als HOST oder HOST:PORT.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="59"/>
        <source>The Supervisor&apos;s Kubernetes API port (default 6443, or PORT of --server).</source>
        <translation>Der Kubernetes-API-Port des Supervisors (Standard 6443 oder PORT aus --server).</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="63"/>
        <source>Verify the Supervisor&apos;s certificate with this CA certificate file.</source>
        <translation>Das Zertifikat des Supervisors mit dieser CA-Zertifikatdatei überprüfen.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="67"/>
        <source>The vSphere user to log in as.</source>
        <translation>Der vSphere-Benutzer für die Anmeldung.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="72"/>
        <source>The language of the console, e.g. de or ja, instead of the one chosen in Settings or the system&apos;s.</source>
        <translation>Die Sprache der Konsole, z. B. de oder ja, anstelle der in den Einstellungen gewählten Sprache oder der Systemsprache.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="109"/>
        <source>--api-port expects a port number.</source>
        <translation>--api-port erwartet eine Portnummer.</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="112"/>
        <source>--sandbox and --server exclude each other; the sandbox was started.</source>
        <translation>--sandbox und --server schließen einander aus; die Sandbox wurde gestartet.</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="78"/>
        <source>--format takes text or json.</source>
        <translation>--format akzeptiert text oder json.</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="86"/>
        <location filename="../app/console/application.cpp" line="97"/>
        <source>--sandbox-supervisors takes 1 to 8.</source>
        <translation>--sandbox-supervisors akzeptiert 1 bis 8.</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="97"/>
        <source>--sandbox and --server exclude each other.</source>
        <translation>--sandbox und --server schließen einander aus.</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="159"/>
        <source>No Supervisor is saved. Connect to one from the console first, or name one with --server.</source>
        <translation>Es ist kein Supervisor gespeichert. Verbinden Sie sich zuerst über die Konsole mit einem, oder geben Sie einen mit --server an.</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="308"/>
        <source>it was not read within the time allowed</source>
        <translation>er wurde nicht innerhalb der erlaubten Zeit gelesen</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="319"/>
        <source>Every Supervisor has been read once; following the alarms until stopped.</source>
        <translation>Jeder Supervisor wurde einmal gelesen; die Alarme werden verfolgt, bis der Vorgang beendet wird.</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/console/alarmfeed.cpp" line="333"/>
        <source>%n alarm(s) triggered</source>
        <translation>
            <numerusform>%n Alarm ausgelöst</numerusform>
            <numerusform>%n Alarme ausgelöst</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::AboutDialog</name>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="125"/>
        <source>vmray-console %1</source>
        <translation>vmray-console %1</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="129"/>
        <source>Qt %1 (built with %2)</source>
        <translation>Qt %1 (kompiliert mit %2)</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="131"/>
        <source>QtKeychain %1</source>
        <translation>QtKeychain %1</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="132"/>
        <source>yaml-cpp %1</source>
        <translation>yaml-cpp %1</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="133"/>
        <source>%1 (built with %2)</source>
        <translation>%1 (kompiliert mit %2)</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="135"/>
        <source>%1, %2 kernel %3, %4</source>
        <translation>%1, %2-Kernel %3, %4</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="148"/>
        <source>About vmray-console</source>
        <translation>Info über vmray-console</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="151"/>
        <source>A console for Ray clusters on vSphere Supervisors: create, follow and tear them down.</source>
        <translation>Eine Konsole für Ray-Cluster auf vSphere Supervisors: Cluster erstellen, verfolgen und wieder abbauen.</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="160"/>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
</context>
<context>
    <name>vmray::AlarmNotifier</name>
    <message>
        <location filename="../ui/alarmnotifier.cpp" line="130"/>
        <location filename="../ui/alarmnotifier.cpp" line="138"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/alarmnotifier.cpp" line="132"/>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/alarmnotifier.cpp" line="135"/>
        <source>%n alarm(s) on Supervisor %1</source>
        <translation>
            <numerusform>%n Alarm auf Supervisor %1</numerusform>
            <numerusform>%n Alarme auf Supervisor %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/alarmnotifier.cpp" line="141"/>
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiterer</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/alarmnotifier.cpp" line="165"/>
        <source>Show</source>
        <translation>Anzeigen</translation>
    </message>
</context>
<context>
    <name>vmray::AlarmPresentation</name>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="89"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="90"/>
        <source>Alarm</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="91"/>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="92"/>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="93"/>
        <source>Ray cluster</source>
        <translation>Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="94"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="95"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="96"/>
        <source>Triggered</source>
        <translation>Ausgelöst</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="97"/>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="98"/>
        <source>Acknowledged by</source>
        <translation>Bestätigt von</translation>
    </message>
</context>
<context>
    <name>vmray::AlarmsPane</name>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="36"/>
        <location filename="../ui/panes/alarmspane.cpp" line="37"/>
        <source>Filter alarms</source>
        <translation>Alarme filtern</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="40"/>
        <source>&amp;Acknowledge</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="43"/>
        <source>Silence the selected alarms until they clear; they are not notified again meanwhile.</source>
        <translation>Die ausgewählten Alarme stummschalten, bis sie sich auflösen; bis dahin wird nicht erneut benachrichtigt.</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="44"/>
        <source>Reset to &amp;Green</source>
        <translation>Auf &amp;Grün zurücksetzen</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="46"/>
        <source>Clear the selected alarms raised by an event, such as a Ray node that died; others clear by themselves once their cause is gone.</source>
        <translation>Die ausgewählten, durch ein Ereignis ausgelösten Alarme löschen, etwa einen gestorbenen Ray-Knoten; andere lösen sich von selbst auf, sobald ihre Ursache behoben ist.</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="57"/>
        <source>Triggered alarms</source>
        <translation>Ausgelöste Alarme</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="58"/>
        <source>The alarms triggered on every connected Supervisor, the worst first. Enter goes to the object of the alarm.</source>
        <translation>Die auf allen verbundenen Supervisoren ausgelösten Alarme, die schwersten zuerst. Eingabe springt zum Objekt des Alarms.</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="195"/>
        <source>No alarms are triggered.</source>
        <translation>Es sind keine Alarme ausgelöst.</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="198"/>
        <source>Critical: %1, warning: %2, unknown: %3</source>
        <translation>Kritisch: %1, Warnung: %2, unbekannt: %3</translation>
    </message>
</context>
<context>
    <name>vmray::Application</name>
    <message>
        <location filename="../app/console/application.cpp" line="207"/>
        <source>Sandbox</source>
        <translation>Sandbox</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="207"/>
        <source>Sandbox %1</source>
        <translation>Sandbox %1</translation>
    </message>
</context>
<context>
    <name>vmray::ClusterPresentation</name>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="18"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="19"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="20"/>
        <source>Head IP</source>
        <translation>Head-IP</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="21"/>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="22"/>
        <source>Ray nodes</source>
        <translation>Ray-Knoten</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="23"/>
        <source>Ray image</source>
        <translation>Ray-Image</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="24"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="25"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="42"/>
        <source>invalid address</source>
        <comment>the server sent a head address that is none</comment>
        <translation>ungültige Adresse</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="44"/>
        <source>The server sent an invalid address for the head; it is not used.</source>
        <translation>Der Server hat eine ungültige Adresse für den Head-Knoten gesendet; sie wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="103"/>
        <source>%1 / %2 (%3–%4)</source>
        <translation>%1 / %2 (%3–%4)</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="63"/>
        <source>%1
The console reads the VMs from the Supervisor as before; only Ray&apos;s own view is missing. The workstation may have no route to the load-balancer network.</source>
        <translation>%1
Die Konsole liest die VMs wie bisher vom Supervisor; nur die Ray-eigene Sicht fehlt. Möglicherweise hat die Workstation keine Route zum Load-Balancer-Netzwerk.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="70"/>
        <source>%n node(s) dead in Ray while their VMs run.</source>
        <translation>
            <numerusform>%n Knoten ist in Ray ausgefallen, obwohl seine VM läuft.</numerusform>
            <numerusform>%n Knoten sind in Ray ausgefallen, obwohl ihre VMs laufen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="74"/>
        <source>Nodes alive in Ray&apos;s own view, of the cluster&apos;s VMs that run.</source>
        <translation>In der Ray-eigenen Sicht aktive Knoten, bezogen auf die laufenden VMs des Clusters.</translation>
    </message>
</context>
<context>
    <name>vmray::ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="47"/>
        <source>New Ray Cluster</source>
        <translation>Neuer Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="49"/>
        <source>Create Cluster</source>
        <translation>Cluster erstellen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="117"/>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="165"/>
        <source>Discard the New Cluster?</source>
        <translation>Neuen Cluster verwerfen?</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="166"/>
        <source>Discard what you entered for the new Ray cluster, the VM password included? Nothing has been created.</source>
        <translation>Ihre Eingaben für den neuen Ray-Cluster verwerfen, einschließlich des VM-Passworts? Es wurde nichts erstellt.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="172"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="174"/>
        <source>&amp;Keep Editing</source>
        <translation>&amp;Weiter bearbeiten</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="236"/>
        <source>Set a password for the VM user.</source>
        <translation>Legen Sie ein Kennwort für den VM-Benutzer fest.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="238"/>
        <source>Enter a name for the cluster.</source>
        <translation>Geben Sie einen Namen für den Cluster ein.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="324"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="382"/>
        <source>Done</source>
        <translation>Erledigt</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="383"/>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="384"/>
        <source>To come</source>
        <translation>Folgt</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="393"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="592"/>
        <source>The console is no longer connected to %1. Save YAML keeps what you entered; reconnect and open it in a new wizard.</source>
        <translation>Die Konsole ist nicht mehr mit %1 verbunden. „YAML speichern“ bewahrt Ihre Eingaben; verbinden Sie sich erneut und öffnen Sie sie in einem neuen Assistenten.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="401"/>
        <source>Fix the problems listed first; the dry run checks a cluster that passes the console&apos;s own checks.</source>
        <translation>Beheben Sie zuerst die aufgeführten Probleme; der Probelauf prüft einen Cluster, der die eigenen Prüfungen der Konsole besteht.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="409"/>
        <source>Checking the cluster on the Supervisor (dry run; nothing is created)…</source>
        <translation>Der Cluster wird auf dem Supervisor geprüft (Probelauf; nichts wird erstellt) …</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="429"/>
        <source>Dry run passed: the Supervisor accepts this cluster (its schema, the operator&apos;s webhook and admission). Nothing was created; press Create Cluster to create it.</source>
        <translation>Probelauf bestanden: Der Supervisor nimmt diesen Cluster an (Schema, Webhook des Operators und Admission). Es wurde nichts erstellt; klicken Sie auf „Cluster erstellen“, um ihn zu erstellen.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="435"/>
        <source>Dry run: a Ray cluster named %1 already exists in namespace %2. Choose another name, or open the existing cluster.</source>
        <translation>Probelauf: Im Namespace %2 gibt es bereits einen Ray-Cluster namens %1. Wählen Sie einen anderen Namen oder öffnen Sie den vorhandenen Cluster.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="442"/>
        <source>Dry run: the Supervisor refused the cluster: %1 The problems are listed and marked on their fields. Nothing was created.</source>
        <translation>Probelauf: Der Supervisor hat den Cluster abgelehnt: %1 Die Probleme sind aufgeführt und an ihren Feldern markiert. Es wurde nichts erstellt.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="450"/>
        <source>The dry run could not be done: %1 Press Check with a Dry Run to try again.</source>
        <translation>Der Probelauf konnte nicht ausgeführt werden: %1 Klicken Sie auf „Mit Probelauf prüfen“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="574"/>
        <source>The console is no longer connected to %1, so the create stopped; check whether the cluster exists. Save YAML keeps what you entered.</source>
        <translation>Die Konsole ist nicht mehr mit %1 verbunden, daher wurde das Erstellen angehalten; prüfen Sie, ob der Cluster existiert. „YAML speichern“ bewahrt Ihre Eingaben.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="604"/>
        <source>Checking the cluster on the Supervisor (dry run; nothing is created yet)…</source>
        <translation>Der Cluster wird auf dem Supervisor geprüft (Probelauf; noch wird nichts erstellt)…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="608"/>
        <source>Storing the registry credentials as secret %1…</source>
        <translation>Die Registry-Anmeldedaten werden als Secret %1 gespeichert…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="612"/>
        <source>Creating Ray cluster %1…</source>
        <translation>Ray-Cluster %1 wird erstellt…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="634"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="639"/>
        <source>Created Ray cluster %1 in namespace %2. Waiting for the operator to deploy the head VM… You can close this window; the console keeps following the cluster.</source>
        <translation>Ray-Cluster %1 wurde im Namespace %2 erstellt. Warten darauf, dass der Operator die Head-VM bereitstellt… Sie können dieses Fenster schließen; die Konsole verfolgt den Cluster weiter.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="656"/>
        <source>A Ray cluster named %1 already exists in namespace %2. Choose another name (on the first page or in the YAML), or open the existing cluster. Nothing was created.</source>
        <translation>Im Namespace %2 gibt es bereits einen Ray-Cluster namens %1. Wählen Sie einen anderen Namen (auf der ersten Seite oder im YAML), oder öffnen Sie den vorhandenen Cluster. Es wurde nichts erstellt.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="666"/>
        <source>The Supervisor refused the cluster: %1 The problems are listed and marked on their fields. Nothing was created.</source>
        <translation>Der Supervisor hat den Cluster abgelehnt: %1 Die Probleme sind aufgelistet und an den zugehörigen Feldern markiert. Es wurde nichts erstellt.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="676"/>
        <source>%1 The cluster was not created; everything you entered is kept. Press Create Cluster to try again.</source>
        <translation>%1 Der Cluster wurde nicht erstellt; alle Ihre Eingaben bleiben erhalten. Klicken Sie auf „Cluster erstellen“, um es erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="698"/>
        <source>Apply %1</source>
        <translation>%1 anwenden</translation>
    </message>
</context>
<context>
    <name>vmray::ClustersPane</name>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="37"/>
        <source>Ray clusters</source>
        <translation>Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="38"/>
        <source>The Ray clusters of the selected namespace with their state, head IP address and workers. The selected cluster&apos;s nodes and details are shown below; Delete deletes the selected clusters.</source>
        <translation>Die Ray-Cluster des ausgewählten Namespace mit Zustand, Head-IP-Adresse und Workern. Die Knoten und Details des ausgewählten Clusters werden darunter angezeigt; die Entf-Taste löscht die ausgewählten Cluster.</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="150"/>
        <source>Open Ray Dashboard</source>
        <translation>Ray-Dashboard öffnen</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="158"/>
        <source>Copy Name</source>
        <translation>Namen kopieren</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="161"/>
        <source>Copy Head IP Address</source>
        <translation>Head-IP-Adresse kopieren</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectDialog</name>
    <message>
        <location filename="../ui/connectdialog.cpp" line="31"/>
        <source>Connect to a Supervisor</source>
        <translation>Mit einem Supervisor verbinden</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="38"/>
        <source>Forget</source>
        <translation>Vergessen</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="40"/>
        <source>Remove this connection and its stored token and password.</source>
        <translation>Diese Verbindung samt gespeichertem Token und Kennwort entfernen.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="43"/>
        <source>Saved connection:</source>
        <translation>Gespeicherte Verbindung:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="46"/>
        <source>Import from kubeconfig:</source>
        <translation>Aus kubeconfig importieren:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="55"/>
        <source>Supervisor address, e.g. 10.0.0.10 or wcp.example.com</source>
        <translation>Supervisor-Adresse, z. B. 10.0.0.10 oder wcp.example.com</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="60"/>
        <source>The Kubernetes API port of the Supervisor; 6443 unless your administrator says otherwise.</source>
        <translation>Der Kubernetes-API-Port des Supervisors; 6443, sofern Ihr Administrator nichts anderes angibt.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="71"/>
        <source>Remember the password in the system keychain</source>
        <translation>Kennwort im Schlüsselbund des Systems speichern</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="74"/>
        <source>Stay logged in: keep the session token in the system keychain until it expires</source>
        <translation>Angemeldet bleiben: Sitzungstoken bis zum Ablauf im Schlüsselbund des Systems aufbewahren</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="52"/>
        <source>Name shown in the console; the server address if left empty</source>
        <translation>Anzeigename in der Konsole; wenn leer, die Serveradresse</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="77"/>
        <source>A Supervisor&apos;s session token is valid for up to ten hours. With the token kept, the console reconnects without asking for the password; otherwise each start asks (or uses the remembered password).</source>
        <translation>Das Sitzungstoken eines Supervisors ist bis zu zehn Stunden gültig. Wird das Token aufbewahrt, verbindet sich die Konsole erneut, ohne nach dem Kennwort zu fragen; andernfalls wird bei jedem Start danach gefragt (oder das gespeicherte Kennwort verwendet).</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="82"/>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="83"/>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="84"/>
        <source>API &amp;port:</source>
        <translation>API-&amp;Port:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="85"/>
        <source>&amp;User name:</source>
        <translation>&amp;Benutzername:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="86"/>
        <source>Pass&amp;word:</source>
        <translation>&amp;Kennwort:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="92"/>
        <source>Server certificate</source>
        <translation>Serverzertifikat</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="96"/>
        <source>Verify it with the system&apos;s certificate authorities</source>
        <translation>Mit den Zertifizierungsstellen des Systems überprüfen</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="98"/>
        <source>Verify it with this CA certificate file:</source>
        <translation>Mit dieser CA-Zertifikatdatei überprüfen:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="103"/>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="108"/>
        <source>Accept only the certificate with this SHA-256 fingerprint:</source>
        <translation>Nur das Zertifikat mit diesem SHA-256-Fingerabdruck akzeptieren:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="116"/>
        <source>Do not verify it</source>
        <translation>Nicht überprüfen</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="118"/>
        <source>Anyone on the network path can then pose as the Supervisor and read your password and token. Use this only for a test system.</source>
        <translation>Dann kann sich jeder auf dem Netzwerkpfad als Supervisor ausgeben und Ihr Kennwort und Token mitlesen. Verwenden Sie diese Option nur für ein Testsystem.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="146"/>
        <source>Trust This Certificate and Connect</source>
        <translation>Diesem Zertifikat vertrauen und verbinden</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="153"/>
        <source>Replace the Pinned Certificate…</source>
        <translation>Angeheftetes Zertifikat ersetzen…</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="160"/>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="170"/>
        <source>CA Certificate</source>
        <translation>CA-Zertifikat</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="172"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>Zertifikate (*.pem *.crt *.cer);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="211"/>
        <source>New connection</source>
        <translation>Neue Verbindung</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="215"/>
        <source>kubeconfig</source>
        <translation>kubeconfig</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="216"/>
        <source>%1 as %2</source>
        <translation>%1 als %2</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="217"/>
        <source>%1 (%2 as %3)</source>
        <translation>%1 (%2 als %3)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="234"/>
        <source>No kubeconfig contexts found</source>
        <translation>Keine kubeconfig-Kontexte gefunden</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="238"/>
        <source>Choose a context…</source>
        <translation>Kontext auswählen…</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="240"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="261"/>
        <source>The CA certificate from the kubeconfig</source>
        <translation>Das CA-Zertifikat aus der kubeconfig</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="267"/>
        <source>Leave the password empty to use the token of kubeconfig context %1.</source>
        <translation>Lassen Sie das Kennwort leer, um das Token des kubeconfig-Kontexts %1 zu verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="273"/>
        <source>Leave the password empty to use the session or password in the keychain.</source>
        <translation>Lassen Sie das Kennwort leer, um die Sitzung oder das Kennwort aus dem Schlüsselbund zu verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="277"/>
        <source>Leave the password empty to use the password in the keychain.</source>
        <translation>Lassen Sie das Kennwort leer, um das Kennwort aus dem Schlüsselbund zu verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="280"/>
        <source>Leave the password empty to use the session in the keychain, if it is still valid.</source>
        <translation>Lassen Sie das Kennwort leer, um die Sitzung aus dem Schlüsselbund zu verwenden, sofern sie noch gültig ist.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="330"/>
        <source>Log In Again</source>
        <translation>Erneut anmelden</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="342"/>
        <source>&amp;Log In</source>
        <translation>&amp;Anmelden</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="391"/>
        <source>The login goes to %1 on port %2 (/wcp/login), and the Kubernetes API to port %3. If the Supervisor&apos;s login answers on another port, enter the server as HOST:PORT.</source>
        <translation>Die Anmeldung geht an %1 auf Port %2 (/wcp/login), die Kubernetes-API an Port %3. Antwortet die Anmeldung des Supervisors auf einem anderen Port, geben Sie den Server als HOST:PORT ein.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="436"/>
        <source>Its validity was not recorded.</source>
        <translation>Die Gültigkeitsdauer wurde nicht erfasst.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="437"/>
        <source>Valid from %1 until %2.</source>
        <translation>Gültig von %1 bis %2.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="444"/>
        <location filename="../ui/connectdialog.cpp" line="471"/>
        <location filename="../ui/connectdialog.cpp" line="472"/>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="451"/>
        <source>The Supervisor presents a certificate whose SHA-256 fingerprint is not the one entered. Nothing was sent to it. Check the fingerprint with your vSphere administrator.</source>
        <translation>Der Supervisor legt ein Zertifikat vor, dessen SHA-256-Fingerabdruck nicht dem eingegebenen entspricht. Es wurde nichts an ihn gesendet. Klären Sie den Fingerabdruck mit Ihrem vSphere-Administrator ab.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="454"/>
        <source>Entered:
%1</source>
        <translation>Eingegeben:
%1</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="455"/>
        <source>Presented, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation>Vorgelegt, SHA-256:
%1
Ausgestellt für %2 von %3. %4</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="468"/>
        <source>The certificate it presented before was not recorded.</source>
        <translation>Das zuvor vorgelegte Zertifikat wurde nicht gespeichert.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="469"/>
        <source>Verified at the last connection, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation>Bei der letzten Verbindung überprüft, SHA-256:
%1
Ausgestellt für %2 von %3. %4</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="654"/>
        <source>Replace the pinned certificate of %1 only if the Supervisor&apos;s certificate was replaced and the vSphere Client shows the new one with this SHA-256 fingerprint:

%2</source>
        <translation>Ersetzen Sie das angeheftete Zertifikat von %1 nur, wenn das Zertifikat des Supervisors ersetzt wurde und der vSphere Client das neue mit diesem SHA-256-Fingerabdruck zeigt:

%2</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="502"/>
        <source>Pinned certificate, SHA-256:
%1
%2</source>
        <translation>Angeheftetes Zertifikat, SHA-256:
%1
%2</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="481"/>
        <location filename="../ui/connectdialog.cpp" line="506"/>
        <source>Presented now, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation>Jetzt vorgelegt, SHA-256:
%1
Ausgestellt für %2 von %3. %4</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="475"/>
        <source>The Supervisor&apos;s certificate cannot be verified. This saved connection trusts certificates its certificate authority issued, and the server now presents one it did not. Someone may be posing as the Supervisor: nothing was sent to it. Check in the vSphere Client whether the Supervisor&apos;s certificate was replaced. If it was, change how this connection trusts the server below; you will be asked for your password.</source>
        <translation>Das Zertifikat des Supervisors kann nicht überprüft werden. Diese gespeicherte Verbindung vertraut Zertifikaten, die ihre Zertifizierungsstelle ausgestellt hat, und der Server zeigt jetzt eines, das sie nicht ausgestellt hat. Jemand könnte sich als Supervisor ausgeben: Es wurde nichts an ihn gesendet. Prüfen Sie im vSphere Client, ob das Zertifikat des Supervisors ersetzt wurde. Falls ja, ändern Sie unten, wie diese Verbindung dem Server vertraut; Sie werden nach Ihrem Passwort gefragt.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="497"/>
        <source>The Supervisor&apos;s certificate has changed. This connection accepts only the pinned certificate, and the server now presents another one. Someone may be posing as the Supervisor: nothing was sent to it. Check in the vSphere Client whether the Supervisor&apos;s certificate was replaced before you trust the new one.</source>
        <translation>Das Zertifikat des Supervisors hat sich geändert. Diese Verbindung akzeptiert nur das angeheftete Zertifikat, und der Server zeigt jetzt ein anderes. Jemand könnte sich als Supervisor ausgeben: Es wurde nichts an ihn gesendet. Prüfen Sie im vSphere Client, ob das Zertifikat des Supervisors ersetzt wurde, bevor Sie dem neuen vertrauen.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="549"/>
        <source>Enter the address of the Supervisor.</source>
        <translation>Geben Sie die Adresse des Supervisors ein.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="552"/>
        <source>&quot;%1&quot; is not a host name or address.</source>
        <translation>„%1“ ist weder ein Hostname noch eine Adresse.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="554"/>
        <source>Enter your vSphere user name, e.g. administrator@vsphere.local.</source>
        <translation>Geben Sie Ihren vSphere-Benutzernamen ein, z. B. administrator@vsphere.local.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="556"/>
        <source>Choose the CA certificate file, or another way to trust the server.</source>
        <translation>Wählen Sie die CA-Zertifikatdatei oder eine andere Möglichkeit, dem Server zu vertrauen.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="559"/>
        <source>Enter the SHA-256 fingerprint to accept, or another way to trust the server.</source>
        <translation>Geben Sie den zu akzeptierenden SHA-256-Fingerabdruck ein, oder wählen Sie eine andere Möglichkeit, dem Server zu vertrauen.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="564"/>
        <source>A SHA-256 fingerprint has 64 hexadecimal digits (32 pairs). A fingerprint of 40 digits is SHA-1, which the console does not accept.</source>
        <translation>Ein SHA-256-Fingerabdruck hat 64 Hexadezimalziffern (32 Paare). Ein Fingerabdruck mit 40 Ziffern ist SHA-1, was die Konsole nicht akzeptiert.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="607"/>
        <source>Context %1 has no token or client certificate: enter your password.</source>
        <translation>Kontext %1 hat weder Token noch Clientzertifikat: Geben Sie Ihr Kennwort ein.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="614"/>
        <source>Connect Without Verifying the Certificate?</source>
        <translation>Ohne Überprüfung des Zertifikats verbinden?</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="615"/>
        <source>Kubeconfig context %1 turns certificate verification off (insecure-skip-tls-verify). The console would then send your token or password to whoever answers at %2, and anyone on the network path could pose as the Supervisor.

Verify the certificate instead, unless this is a test system.</source>
        <translation>Der kubeconfig-Kontext %1 schaltet die Zertifikatsüberprüfung aus (insecure-skip-tls-verify). Die Konsole würde Ihr Token oder Kennwort dann an jeden senden, der unter %2 antwortet, und jeder auf dem Netzwerkpfad könnte sich als Supervisor ausgeben.

Überprüfen Sie stattdessen das Zertifikat, sofern es sich nicht um ein Testsystem handelt.</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="623"/>
        <source>Verify the Certificate</source>
        <translation>Zertifikat überprüfen</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="626"/>
        <source>Connect Without Verifying</source>
        <translation>Ohne Überprüfung verbinden</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="653"/>
        <source>Replace the Pinned Certificate</source>
        <translation>Angeheftetes Zertifikat ersetzen</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="662"/>
        <source>Replace and Connect</source>
        <translation>Ersetzen und verbinden</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionFlow</name>
    <message>
        <location filename="../ui/connectionflow.cpp" line="160"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation>Die kubeconfig konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="303"/>
        <location filename="../ui/connectionflow.cpp" line="317"/>
        <source>Connecting to %1…</source>
        <translation>Verbindung mit %1 wird hergestellt…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="403"/>
        <source>session expired; log in again</source>
        <translation>Sitzung abgelaufen; erneut anmelden</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="407"/>
        <source>logging in again…</source>
        <translation>erneute Anmeldung…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="416"/>
        <source>connecting…</source>
        <translation>verbindet…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="419"/>
        <source>waiting to ask for your password</source>
        <translation>wartet darauf, nach Ihrem Kennwort zu fragen</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="419"/>
        <source>needs your password</source>
        <translation>braucht Ihr Kennwort</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="422"/>
        <source>needs your decision on its certificate</source>
        <translation>braucht Ihre Entscheidung zu seinem Zertifikat</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="425"/>
        <source>needs your consent to read files</source>
        <translation>braucht Ihre Zustimmung zum Lesen von Dateien</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="428"/>
        <source>could not connect; activate to try again</source>
        <translation>keine Verbindung möglich; zum erneuten Versuch aktivieren</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="459"/>
        <source>Logging in…</source>
        <translation>Anmeldung läuft…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="477"/>
        <source>Token file %1: what it holds is sent to %2 as your credential.</source>
        <translation>Tokendatei %1: Der Inhalt wird als Ihre Anmeldedaten an %2 gesendet.</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="481"/>
        <source>CA certificate file %1: the server&apos;s certificate must be issued by it.</source>
        <translation>CA-Zertifikatdatei %1: Das Zertifikat des Servers muss von dieser Zertifizierungsstelle ausgestellt sein.</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="485"/>
        <source>Client certificate file %1: sent to %2 to say who you are.</source>
        <translation>Clientzertifikatdatei %1: Wird an %2 gesendet, um Sie zu identifizieren.</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="489"/>
        <source>Client key file %1: proves to %2 that the certificate is yours.</source>
        <translation>Clientschlüsseldatei %1: Weist gegenüber %2 nach, dass das Zertifikat Ihnen gehört.</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="495"/>
        <source>Read Files Named by the Kubeconfig?</source>
        <translation>Von der kubeconfig angegebene Dateien lesen?</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="496"/>
        <source>Kubeconfig context %1 asks the console to read these files on this computer. A kubeconfig from someone else can name any file; read them only if you expect this context to use them.

%2</source>
        <translation>Der kubeconfig-Kontext %1 fordert die Konsole auf, diese Dateien auf diesem Computer zu lesen. Eine kubeconfig von einer anderen Person kann beliebige Dateien angeben; lesen Sie sie nur, wenn Sie erwarten, dass dieser Kontext sie verwendet.

%2</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="505"/>
        <source>Read These Files</source>
        <translation>Diese Dateien lesen</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="507"/>
        <source>Do Not Read</source>
        <translation>Nicht lesen</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="517"/>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionIndicator</name>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="18"/>
        <source>Data status</source>
        <translation>Datenstatus</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="40"/>
        <source>Not connected</source>
        <translation>Nicht verbunden</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="46"/>
        <source>● Live</source>
        <translation>● Live</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="46"/>
        <source>Every list is being watched; changes appear as they happen.</source>
        <translation>Alle Listen werden überwacht; Änderungen erscheinen sofort.</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="36"/>
        <source> — data as of %1</source>
        <translation> — Datenstand %1</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="49"/>
        <source>Refreshing…</source>
        <translation>Wird aktualisiert…</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="55"/>
        <source>Waiting for login</source>
        <translation>Warten auf Anmeldung</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="58"/>
        <source>Not updating: %1</source>
        <translation>Keine Aktualisierung: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/connectionindicator.cpp" line="62"/>
        <source>Reconnecting in %n second(s)</source>
        <translation>
            <numerusform>Erneute Verbindung in %n Sekunde</numerusform>
            <numerusform>Erneute Verbindung in %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="76"/>
        <source>The console is reading everything again.</source>
        <translation>Die Konsole liest alles neu ein.</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="78"/>
        <source>The Supervisor needs you to log in again.</source>
        <translation>Der Supervisor verlangt eine erneute Anmeldung.</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="80"/>
        <source>Updates stopped: %1</source>
        <translation>Keine Aktualisierungen mehr: %1</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="82"/>
        <source>The Supervisor cannot be reached; the console keeps trying. %1</source>
        <translation>Der Supervisor ist nicht erreichbar; die Konsole versucht es weiter. %1</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="52"/>
        <source>Catching up</source>
        <translation>Wird synchronisiert</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="43"/>
        <source>Loading…</source>
        <translation>Wird geladen…</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionPolicy</name>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="16"/>
        <source>The console sends no stored token or password to a certificate trusted for the first time. Enter the password for %1.</source>
        <translation>Die Konsole sendet weder ein gespeichertes Token noch ein gespeichertes Kennwort an ein Zertifikat, dem zum ersten Mal vertraut wird. Geben Sie das Kennwort für %1 ein.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="20"/>
        <source>Enter the password for %1.</source>
        <translation>Geben Sie das Kennwort für %1 ein.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="22"/>
        <source>The kubeconfig has no context %1 any more. Enter your password to log in.</source>
        <translation>Die kubeconfig enthält den Kontext %1 nicht mehr. Geben Sie Ihr Kennwort ein, um sich anzumelden.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="25"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation>Die kubeconfig konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="27"/>
        <source>The files of kubeconfig context %1 were not read. Enter your password to log in.</source>
        <translation>Die Dateien des kubeconfig-Kontexts %1 wurden nicht gelesen. Geben Sie Ihr Kennwort ein, um sich anzumelden.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="30"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation>Die Sitzung läuft bald ab. Melden Sie sich erneut an, um weiterzuarbeiten.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="33"/>
        <source>The token of kubeconfig context %1 was not accepted (it may have expired). Enter your password to log in.</source>
        <translation>Das Token des kubeconfig-Kontexts %1 wurde nicht akzeptiert (möglicherweise ist es abgelaufen). Geben Sie Ihr Kennwort ein, um sich anzumelden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="37"/>
        <source>The Supervisor took the password but refused the session soon after, %n time(s) in a row. The console stopped logging in by itself, since repeated logins can lock your vSphere account. Check that this computer&apos;s clock is right and that you may still use the Supervisor, then log in again.</source>
        <translation>
            <numerusform>Der Supervisor hat das Kennwort angenommen, die Sitzung aber kurz darauf abgelehnt, %n Mal hintereinander. Die Konsole meldet sich nicht mehr automatisch an, da wiederholte Anmeldungen Ihr vSphere-Konto sperren können. Überprüfen Sie, ob die Uhr dieses Computers richtig geht und ob Sie den Supervisor noch verwenden dürfen, und melden Sie sich dann erneut an.</numerusform>
            <numerusform>Der Supervisor hat das Kennwort angenommen, die Sitzung aber kurz darauf abgelehnt, %n Mal hintereinander. Die Konsole meldet sich nicht mehr automatisch an, da wiederholte Anmeldungen Ihr vSphere-Konto sperren können. Überprüfen Sie, ob die Uhr dieses Computers richtig geht und ob Sie den Supervisor noch verwenden dürfen, und melden Sie sich dann erneut an.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::DetailsPane</name>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="65"/>
        <source>Cluster details</source>
        <translation>Cluster-Details</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="76"/>
        <source>Summary of the selected cluster</source>
        <translation>Zusammenfassung des ausgewählten Clusters</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="78"/>
        <source>Its state, head VM, dashboard, job submission address and workers. Tab moves through its links.</source>
        <translation>Zustand, Head-VM, Dashboard, Adresse für Job-Übermittlungen und Worker des Clusters. Mit der Tabulatortaste wechseln Sie zwischen den Links.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="80"/>
        <source>Conditions the operator reports</source>
        <translation>Vom Operator gemeldete Bedingungen</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="84"/>
        <source>Open Ray &amp;Dashboard</source>
        <translation>Ray-&amp;Dashboard öffnen</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="86"/>
        <source>Copy `ray job submit` &amp;Address</source>
        <translation>`ray job submit`-&amp;Adresse kopieren</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="97"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="100"/>
        <source>Summary of the Supervisor or namespace</source>
        <translation>Übersicht über den Supervisor oder Namespace</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="101"/>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="104"/>
        <source>Ray</source>
        <translation>Ray</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="106"/>
        <source>Jobs</source>
        <translation>Jobs</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="115"/>
        <source>Select a Ray cluster to read its nodes&apos; and jobs&apos; logs.</source>
        <translation>Wählen Sie einen Ray-Cluster, um die Logs seiner Knoten und Jobs zu lesen.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="117"/>
        <source>Logs</source>
        <translation>Logs</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="123"/>
        <source>Events of the selected cluster</source>
        <translation>Ereignisse des ausgewählten Clusters</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="124"/>
        <source>Kubernetes events about the selected Ray cluster and its VMs, newest first; warnings are marked.</source>
        <translation>Kubernetes-Ereignisse zum ausgewählten Ray-Cluster und seinen VMs, die neuesten zuerst; Warnungen sind gekennzeichnet.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="127"/>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="131"/>
        <source>About the Supervisor</source>
        <translation>Informationen zum Supervisor</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="132"/>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="144"/>
        <source>Open Ray Dashboard</source>
        <translation>Ray-Dashboard öffnen</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="145"/>
        <source>No web browser could be opened for %1. The address is copied to the clipboard; paste it into a browser that can reach the cluster.</source>
        <translation>Für %1 konnte kein Webbrowser geöffnet werden. Die Adresse ist in die Zwischenablage kopiert; fügen Sie sie in einen Browser ein, der den Cluster erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="241"/>
        <source>Certificate authority: %1</source>
        <translation>Zertifizierungsstelle: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="242"/>
        <source>Server certificate SHA-256: %1</source>
        <translation>SHA-256 des Serverzertifikats: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="245"/>
        <source>User %1 may use every namespace.</source>
        <translation>Benutzer %1 darf jeden Namespace verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="248"/>
        <source>User %1 may use the namespace %2.</source>
        <translation>Benutzer %1 darf den Namespace %2 verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="250"/>
        <source>User %1 may use the namespaces %2.</source>
        <translation>Benutzer %1 darf die Namespaces %2 verwenden.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="277"/>
        <source>Select the Supervisor or a namespace in the tree to see what it holds.</source>
        <translation>Wählen Sie den Supervisor oder einen Namespace im Baum, um zu sehen, was er enthält.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="287"/>
        <source>The Ray clusters are being listed…</source>
        <translation>Die Ray-Cluster werden aufgelistet …</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="293"/>
        <source>Namespaces:</source>
        <translation>Namespaces:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="294"/>
        <source>VMs:</source>
        <translation>VMs:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="295"/>
        <source>%1 in all, %2 on, %3 with a problem</source>
        <translation>%1 insgesamt, %2 eingeschaltet, %3 mit einem Problem</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="299"/>
        <source>being listed…</source>
        <translation>wird aufgelistet …</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="300"/>
        <source>GPUs in use:</source>
        <translation>Belegte GPUs:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="302"/>
        <source>%1 (of the VM classes of the VMs that are on)</source>
        <translation>%1 (laut den VM-Klassen der eingeschalteten VMs)</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="303"/>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="306"/>
        <source>Quota:</source>
        <translation>Kontingent:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="307"/>
        <source>No ResourceQuota limits CPU, memory or storage here.</source>
        <translation>Kein ResourceQuota begrenzt hier CPU, Speicher oder Storage.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="308"/>
        <source>being read…</source>
        <translation>wird gelesen …</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="315"/>
        <source>%1 of %2 (%3 %)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="329"/>
        <source>CPU quota:</source>
        <translation>CPU-Kontingent:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="332"/>
        <location filename="../ui/panes/detailspane.cpp" line="334"/>
        <source>%1 vCPU</source>
        <translation>%1 vCPU</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="337"/>
        <source>Memory quota:</source>
        <translation>Speicherkontingent:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="343"/>
        <source>Storage quota:</source>
        <translation>Storage-Kontingent:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="352"/>
        <source>Not everything could be read: %1</source>
        <translation>Nicht alles konnte gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="370"/>
        <source>Select a Ray cluster to see its details.</source>
        <translation>Wählen Sie einen Ray-Cluster aus, um seine Details anzuzeigen.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="371"/>
        <source>Select a namespace to see its Ray clusters.</source>
        <translation>Wählen Sie einen Namespace aus, um seine Ray-Cluster anzuzeigen.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="387"/>
        <source>Head VM:</source>
        <translation>Head-VM:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="387"/>
        <source>not created yet</source>
        <translation>noch nicht erstellt</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="389"/>
        <source>The server sent an invalid address for the head; it is not used.</source>
        <translation>Der Server hat eine ungültige Adresse für den Head-Knoten gesendet; sie wird nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="391"/>
        <source>Ray dashboard:</source>
        <translation>Ray-Dashboard:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="390"/>
        <source>no head IP address yet</source>
        <translation>noch keine Head-IP-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="394"/>
        <source>Submit jobs with:</source>
        <translation>Jobs übermitteln mit:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="397"/>
        <source>Workers:</source>
        <translation>Worker:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="398"/>
        <source>%1 running of %2 wanted by the autoscaler</source>
        <translation>%1 von %2 (vom Autoscaler angefordert) werden ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="401"/>
        <source>Autoscaling bounds:</source>
        <translation>Autoscaling-Grenzen:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/detailspane.cpp" line="402"/>
        <source>%1 to %n worker(s) (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</source>
        <translation>
            <numerusform>%1 bis %n Worker (bei der Erstellung des Clusters festgelegt; der Autoscaler des Head-Knotens liest sie nur einmal)</numerusform>
            <numerusform>%1 bis %n Worker (bei der Erstellung des Clusters festgelegt; der Autoscaler des Head-Knotens liest sie nur einmal)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="407"/>
        <source>Ray image:</source>
        <translation>Ray-Image:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="408"/>
        <source>Created:</source>
        <translation>Erstellt:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="409"/>
        <source>Operator&apos;s state:</source>
        <translation>Zustand laut Operator:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="410"/>
        <source>not reported yet</source>
        <translation>noch nicht gemeldet</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="415"/>
        <source>The operator reports no conditions.</source>
        <translation>Der Operator meldet keine Bedingungen.</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="416"/>
        <source>Conditions reported by the operator:</source>
        <translation>Vom Operator gemeldete Bedingungen:</translation>
    </message>
</context>
<context>
    <name>vmray::EventPresentation</name>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="21"/>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="22"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="23"/>
        <source>Object</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="24"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="25"/>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="26"/>
        <source>Last seen</source>
        <translation>Zuletzt gesehen</translation>
    </message>
</context>
<context>
    <name>vmray::FindPane</name>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="35"/>
        <source>Found</source>
        <translation>Gefunden</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="35"/>
        <source>Matched</source>
        <translation>Treffer in</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/findpane.cpp" line="44"/>
        <source>%1 (%n match(es))</source>
        <translation>
            <numerusform>%1 (%n Treffer)</numerusform>
            <numerusform>%1 (%n Treffer)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="52"/>
        <source>Ray cluster</source>
        <translation>Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="60"/>
        <source>IP %1</source>
        <translation>IP %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="62"/>
        <source>VM class %1</source>
        <translation>VM-Klasse %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="64"/>
        <source>Image %1</source>
        <translation>Image %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="67"/>
        <source>VM, no Ray node</source>
        <translation>VM, kein Ray-Knoten</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="68"/>
        <source>VM of %1</source>
        <translation>VM von %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="74"/>
        <source>VM %1 is no node of a Ray cluster.</source>
        <translation>Die VM %1 ist kein Knoten eines Ray-Clusters.</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="75"/>
        <source>VM %1 is a node of the Ray cluster %2.</source>
        <translation>Die VM %1 ist ein Knoten des Ray-Clusters %2.</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="92"/>
        <source>Find results</source>
        <translation>Suchergebnisse</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="94"/>
        <source>The clusters and VMs that match the find text, by namespace. Enter goes to the selected one.</source>
        <translation>Die Cluster und VMs, die zum Suchtext passen, nach Namespace. Eingabe springt zum ausgewählten Treffer.</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="151"/>
        <source>Connect to a Supervisor to find its clusters and VMs.</source>
        <translation>Verbinden Sie sich mit einem Supervisor, um seine Cluster und VMs zu finden.</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="154"/>
        <source>Your account may not list VMs across namespaces, which finding needs.</source>
        <translation>Ihr Konto darf VMs nicht namespaceübergreifend auflisten; das braucht die Suche.</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="155"/>
        <source>The VMs cannot be listed: %1</source>
        <translation>Die VMs können nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="157"/>
        <source>Listing the VMs of the Supervisor…</source>
        <translation>Die VMs des Supervisors werden aufgelistet …</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="159"/>
        <source>No cluster or VM matches “%1”. Names, IP addresses, VM classes and images are searched.</source>
        <translation>Kein Cluster und keine VM passt zu „%1“. Gesucht wird in Namen, IP-Adressen, VM-Klassen und Images.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/findpane.cpp" line="163"/>
        <source>Showing the first %n matches; type more to narrow them.</source>
        <translation>
            <numerusform>Der erste Treffer wird gezeigt; schränken Sie die Suche weiter ein.</numerusform>
            <numerusform>Die ersten %n Treffer werden gezeigt; schränken Sie die Suche weiter ein.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::FleetClusterPresentation</name>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="111"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="112"/>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="113"/>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="114"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="115"/>
        <source>Ray nodes</source>
        <translation>Ray-Knoten</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="116"/>
        <source>Workers</source>
        <translation>Worker</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="117"/>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="118"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="119"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="141"/>
        <source>%n node(s) dead in Ray while their VMs run.</source>
        <translation>
            <numerusform>%n Knoten ist in Ray ausgefallen, obwohl seine VM läuft.</numerusform>
            <numerusform>%n Knoten sind in Ray ausgefallen, obwohl ihre VMs laufen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="149"/>
        <source>GPUs of the nodes alive in Ray, as its dashboard tells; empty until the dashboard was read.</source>
        <translation>GPUs der in Ray lebenden Knoten, laut seinem Dashboard; leer, bis das Dashboard gelesen wurde.</translation>
    </message>
</context>
<context>
    <name>vmray::FleetClustersWindow</name>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="29"/>
        <source>All Ray Clusters</source>
        <translation>Alle Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="33"/>
        <source>Filter Ray clusters</source>
        <translation>Ray-Cluster filtern</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="35"/>
        <source>Shows only the Ray clusters with this text in any column.</source>
        <translation>Zeigt nur die Ray-Cluster mit diesem Text in einer beliebigen Spalte.</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="37"/>
        <source>Filter every column, e.g. a Supervisor, a namespace, Failed or a reason</source>
        <translation>Jede Spalte filtern, z. B. ein Supervisor, ein Namespace, Fehlgeschlagen oder ein Grund</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="41"/>
        <source>All Ray clusters</source>
        <translation>Alle Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="42"/>
        <source>Every Ray cluster of every connected Supervisor, with its state, its nodes alive in Ray, its workers and GPUs. Enter shows the cluster in the main window.</source>
        <translation>Jeder Ray-Cluster jedes verbundenen Supervisors mit seinem Zustand, seinen in Ray lebenden Knoten, seinen Workern und GPUs. Eingabe zeigt den Cluster im Hauptfenster.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetclusterswindow.cpp" line="116"/>
        <source>%n Ray cluster(s) on %1; %2 failed or degraded.</source>
        <comment>%1 is the number of Supervisors, e.g. 3 Supervisors</comment>
        <translation>
            <numerusform>%n Ray-Cluster auf %1; %2 fehlgeschlagen oder beeinträchtigt.</numerusform>
            <numerusform>%n Ray-Cluster auf %1; %2 fehlgeschlagen oder beeinträchtigt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetclusterswindow.cpp" line="119"/>
        <source>%n Supervisor(s)</source>
        <translation>
            <numerusform>%n Supervisor</numerusform>
            <numerusform>%n Supervisoren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="122"/>
        <source>%1 shown by the filter.</source>
        <translation>%1 vom Filter angezeigt.</translation>
    </message>
</context>
<context>
    <name>vmray::FleetVmPresentation</name>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="121"/>
        <source>VM</source>
        <translation>VM</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="122"/>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="123"/>
        <source>Namespace</source>
        <translation>Namespace</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="124"/>
        <source>Ray cluster</source>
        <translation>Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="125"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="126"/>
        <source>Power</source>
        <translation>Betriebszustand</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="127"/>
        <source>IP</source>
        <translation>IP</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="128"/>
        <source>VM class</source>
        <translation>VM-Klasse</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="129"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="130"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="131"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="141"/>
        <source>Its Ray cluster %1 no longer exists.</source>
        <translation>Der zugehörige Ray-Cluster %1 existiert nicht mehr.</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="143"/>
        <source>Being deleted.</source>
        <translation>Wird gelöscht.</translation>
    </message>
</context>
<context>
    <name>vmray::FleetWindow</name>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="34"/>
        <source>All VMs of %1</source>
        <translation>Alle VMs von %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="35"/>
        <source>All VMs of %n Supervisor(s)</source>
        <translation>
            <numerusform>Alle VMs von %n Supervisor</numerusform>
            <numerusform>Alle VMs von %n Supervisoren</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="39"/>
        <source>Filter VMs</source>
        <translation>VMs filtern</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="40"/>
        <source>Shows only the VMs with this text in any column.</source>
        <translation>Zeigt nur die VMs an, die diesen Text in einer beliebigen Spalte enthalten.</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="42"/>
        <source>Filter every column, e.g. a namespace, a cluster, Off or a problem</source>
        <translation>Alle Spalten filtern, z. B. nach Namespace, Cluster, Aus oder Problem</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="48"/>
        <source>All VMs</source>
        <translation>Alle VMs</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="50"/>
        <source>Every VM of every connected Supervisor across namespaces, with its Ray cluster, role, power and problem. Enter shows the VM&apos;s cluster in the main window.</source>
        <translation>Jede VM jedes verbundenen Supervisors über alle Namespaces, mit ihrem Ray-Cluster, ihrer Rolle, ihrem Betriebszustand und Problem. Eingabe zeigt den Cluster der VM im Hauptfenster.</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="152"/>
        <source>Your account may not list VMs across namespaces, which this view needs. Open a namespace in the main window instead.</source>
        <translation>Ihr Konto darf keine VMs namespaceübergreifend auflisten, was diese Ansicht erfordert. Öffnen Sie stattdessen einen Namespace im Hauptfenster.</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="154"/>
        <source>Not updating: %1</source>
        <translation>Keine Aktualisierung: %1</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="180"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="187"/>
        <source>%n VM(s) in %1; %2 with a problem.</source>
        <comment>%1 is the number of namespaces, e.g. 3 namespaces</comment>
        <translation>
            <numerusform>%n VM in %1; %2 mit einem Problem.</numerusform>
            <numerusform>%n VMs in %1; %2 mit einem Problem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="190"/>
        <source>%n namespace(s)</source>
        <translation>
            <numerusform>%n Namespace</numerusform>
            <numerusform>%n Namespaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="192"/>
        <source>Loading… %n VM(s) so far.</source>
        <translation>
            <numerusform>Wird geladen… bisher %n VM.</numerusform>
            <numerusform>Wird geladen… bisher %n VMs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="194"/>
        <source>%1 shown by the filter.</source>
        <translation>%1 vom Filter angezeigt.</translation>
    </message>
</context>
<context>
    <name>vmray::HealthTimeline</name>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="16"/>
        <source>Nodes running over time</source>
        <translation>Ausgeführte Knoten im Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="23"/>
        <source>No nodes recorded yet.</source>
        <translation>Noch keine Knoten erfasst.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/healthtimeline.cpp" line="26"/>
        <source>%1 of %n node(s) running (filled area; wanted: dashed line) since %2</source>
        <translation>
            <numerusform>%1 von %n Knoten wird ausgeführt (gefüllte Fläche; Soll: gestrichelte Linie), seit %2</numerusform>
            <numerusform>%1 von %n Knoten werden ausgeführt (gefüllte Fläche; Soll: gestrichelte Linie), seit %2</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="38"/>
        <source>%1: %2 of %3 running</source>
        <translation>%1: %2 von %3 werden ausgeführt</translation>
    </message>
</context>
<context>
    <name>vmray::ImageWizardPage</name>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="29"/>
        <source>rayproject/ray:2.44.1 (CPU)</source>
        <translation>rayproject/ray:2.44.1 (CPU)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="31"/>
        <source>rayproject/ray:2.44.1-gpu (CUDA, for GPU classes)</source>
        <translation>rayproject/ray:2.44.1-gpu (CUDA, für GPU-Klassen)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="33"/>
        <source>rayproject/ray-ml:2.44.1 (CPU, with ML libraries)</source>
        <translation>rayproject/ray-ml:2.44.1 (CPU, mit ML-Bibliotheken)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/imagepage.cpp" line="93"/>
        <source>%n cluster-wide image(s) are not offered: the Ray operator uses the namespace&apos;s images only.</source>
        <translation>
            <numerusform>%n clusterweites Image wird nicht angeboten: Der Ray-Operator verwendet nur die Images des Namespace.</numerusform>
            <numerusform>%n clusterweite Images werden nicht angeboten: Der Ray-Operator verwendet nur die Images des Namespace.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="133"/>
        <source>The two passwords differ.</source>
        <translation>Die beiden Kennwörter stimmen nicht überein.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="167"/>
        <source>A password is set; only its SHA-512 crypt hash is kept. Type a new one to change it.</source>
        <translation>Ein Kennwort ist festgelegt; nur sein SHA-512-crypt-Hash wird gespeichert. Geben Sie ein neues ein, um es zu ändern.</translation>
    </message>
</context>
<context>
    <name>vmray::JobPresentation</name>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="194"/>
        <source>Job</source>
        <translation>Job</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="195"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="196"/>
        <source>Entrypoint</source>
        <translation>Entrypoint</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="197"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="198"/>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="199"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>vmray::JobsPanel</name>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="37"/>
        <source>Ray jobs of the selected cluster</source>
        <translation>Ray-Jobs des ausgewählten Clusters</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="38"/>
        <source>The jobs Ray&apos;s dashboard lists for the selected cluster: status, entrypoint, start and duration. Stop Job ends the current one.</source>
        <translation>Die Jobs, die das Ray-Dashboard für den ausgewählten Cluster auflistet: Status, Entrypoint, Start und Dauer. „Job beenden“ beendet den ausgewählten Job.</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="46"/>
        <source>S&amp;top Job…</source>
        <translation>Job &amp;beenden…</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="48"/>
        <location filename="../ui/panes/jobspanel.cpp" line="159"/>
        <source>Stop the selected Ray job. You are asked to confirm.</source>
        <translation>Beendet den ausgewählten Ray-Job. Sie werden um Bestätigung gebeten.</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="49"/>
        <source>Job &amp;Log</source>
        <translation>Job-&amp;Log</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="51"/>
        <source>Read the selected job&apos;s log in the Logs tab</source>
        <translation>Das Log des ausgewählten Jobs im Tab „Logs“ lesen</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="135"/>
        <source>Select a Ray cluster to see its jobs.</source>
        <translation>Wählen Sie einen Ray-Cluster aus, um seine Jobs anzuzeigen.</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="143"/>
        <source>Jobs are listed once the head node runs and its dashboard is read.</source>
        <translation>Jobs werden aufgelistet, sobald der Head-Knoten läuft und sein Dashboard abgefragt wurde.</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="148"/>
        <source>Reading the jobs…</source>
        <translation>Jobs werden abgerufen…</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="149"/>
        <source>The jobs cannot be read: %1</source>
        <translation>Die Jobs können nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="151"/>
        <source>No jobs were submitted to this cluster.</source>
        <translation>An diesen Cluster wurden keine Jobs übermittelt.</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="177"/>
        <source>Stop Ray Job</source>
        <translation>Ray-Job beenden</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="178"/>
        <source>Stop the job %1 on the Ray cluster %2?</source>
        <translation>Job %1 auf dem Ray-Cluster %2 beenden?</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="180"/>
        <source>Ray ends the job&apos;s entrypoint (%1) and the tasks and actors it started. What the job has not saved is lost. Other jobs and the cluster go on running.</source>
        <translation>Ray beendet den Entrypoint des Jobs (%1) sowie die von ihm gestarteten Tasks und Actors. Was der Job nicht gespeichert hat, geht verloren. Andere Jobs und der Cluster laufen weiter.</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="183"/>
        <source>Stop Job</source>
        <translation>Job beenden</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="196"/>
        <source>Stopping the job %1…</source>
        <translation>Job %1 wird beendet…</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="212"/>
        <source>Stopping the job %1 of %2 did not complete: %3</source>
        <translation>Das Beenden des Jobs %1 von %2 wurde nicht abgeschlossen: %3</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="215"/>
        <source>Ray is stopping the job %1 of %2.</source>
        <translation>Ray beendet den Job %1 auf %2.</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="217"/>
        <source>The job %1 of %2 had already ended.</source>
        <translation>Der Job %1 auf %2 war bereits beendet.</translation>
    </message>
</context>
<context>
    <name>vmray::KeyboardShortcutsDialog</name>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="41"/>
        <source>Main window</source>
        <translation>Hauptfenster</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="58"/>
        <source>New Ray Cluster wizard</source>
        <translation>Assistent „Neuer Ray-Cluster“</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="69"/>
        <source>Next page, or Create Cluster on the last</source>
        <translation>Nächste Seite bzw. auf der letzten Seite „Cluster erstellen“</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkombinationen</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="86"/>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkombinationen</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="88"/>
        <source>Each shortcut with the command it runs and the menu or window it belongs to.</source>
        <translation>Jede Tastenkombination mit dem Befehl, den sie ausführt, und dem Menü oder Fenster, zu dem sie gehört.</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="89"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="89"/>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="89"/>
        <source>Menu or window</source>
        <translation>Menü oder Fenster</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="172"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="173"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkombinationen</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="189"/>
        <source>&amp;About vmray-console</source>
        <translation>&amp;Info über vmray-console</translation>
    </message>
</context>
<context>
    <name>vmray::LogsWindow</name>
    <message>
        <location filename="../ui/logswindow.cpp" line="54"/>
        <source>Logs of Ray cluster %1</source>
        <translation>Logs des Ray-Clusters %1</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="61"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="65"/>
        <source>%1 (dead in Ray: its logs are gone)</source>
        <translation>%1 (in Ray tot: seine Logs sind fort)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="87"/>
        <source>&amp;Node:</source>
        <translation>&amp;Knoten:</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="114"/>
        <source>Log files</source>
        <translation>Logdateien</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="122"/>
        <source>Log lines</source>
        <translation>Logzeilen</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="124"/>
        <source>Find in this file (Enter: next, Shift+Enter: previous)</source>
        <translation>In dieser Datei suchen (Eingabe: nächster, Umschalt+Eingabe: vorheriger Treffer)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="126"/>
        <source>&amp;Follow</source>
        <translation>&amp;Mitlesen</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="127"/>
        <source>Keep showing the lines the file gains</source>
        <translation>Die Zeilen anzeigen, die die Datei hinzubekommt</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="138"/>
        <source>Search every alive node&apos;s logs, e.g. an error&apos;s words</source>
        <translation>Die Logs aller lebenden Knoten durchsuchen, z. B. nach den Worten eines Fehlers</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>VM</source>
        <translation>VM</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>Text</source>
        <translation>Text</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="372"/>
        <source>Save Logs</source>
        <translation>Logs speichern</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="372"/>
        <source>Compressed tar archives (*.tar.gz)</source>
        <translation>Komprimierte tar-Archive (*.tar.gz)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="221"/>
        <source>Ray&apos;s dashboard has not listed this cluster&apos;s nodes yet; open the logs again in a moment.</source>
        <translation>Das Ray-Dashboard hat die Knoten dieses Clusters noch nicht aufgeführt; öffnen Sie die Logs gleich noch einmal.</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="67"/>
        <source>&amp;Save Logs</source>
        <translation>Logs &amp;speichern</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="69"/>
        <source>Save log files in one archive, with a manifest of what each holds</source>
        <translation>Logdateien in einem Archiv speichern, mit einem Manifest dessen, was jede enthält</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="71"/>
        <source>Every Node and Job of the Cluster…</source>
        <translation>Alle Knoten und Jobs des Clusters…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="72"/>
        <source>Every log file of the cluster&apos;s alive nodes and the logs of its submitted jobs</source>
        <translation>Jede Logdatei der lebenden Knoten des Clusters und die Logs seiner übermittelten Jobs</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="74"/>
        <location filename="../ui/logswindow.cpp" line="354"/>
        <source>This Node&apos;s Logs…</source>
        <translation>Logs dieses Knotens…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="75"/>
        <location filename="../ui/logswindow.cpp" line="357"/>
        <source>This Job&apos;s Log…</source>
        <translation>Log dieses Jobs…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="92"/>
        <source>New &amp;Window</source>
        <translation>Neues &amp;Fenster</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="94"/>
        <source>Open these logs in a window of their own, beside the console</source>
        <translation>Diese Logs in einem eigenen Fenster neben der Konsole öffnen</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="254"/>
        <source>Ray jobs of the cluster</source>
        <translation>Ray-Jobs des Clusters</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="286"/>
        <source>Submitted jobs</source>
        <translation>Übermittelte Jobs</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="289"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="302"/>
        <source>No jobs were submitted to this cluster, or its dashboard has not listed them yet.</source>
        <translation>An diesen Cluster wurden keine Jobs übermittelt, oder sein Dashboard hat sie noch nicht aufgeführt.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="307"/>
        <source>%n submitted job(s).</source>
        <translation>
            <numerusform>%n übermittelter Job.</numerusform>
            <numerusform>%n übermittelte Jobs.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="337"/>
        <source>The job %1 has logged nothing yet.</source>
        <translation>Der Job %1 hat noch nichts protokolliert.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="338"/>
        <source>Log of job %1: %n line(s).</source>
        <translation>
            <numerusform>Log des Jobs %1: %n Zeile.</numerusform>
            <numerusform>Log des Jobs %1: %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="341"/>
        <source>Reading the log of job %1…</source>
        <translation>Das Log des Jobs %1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="353"/>
        <source>Logs of Node %1…</source>
        <translation>Logs des Knotens %1…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="357"/>
        <source>Log of Job %1…</source>
        <translation>Log des Jobs %1…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="409"/>
        <source>Node %1 is dead in Ray. Only alive nodes serve their logs: what it logged is gone unless it was saved before.</source>
        <translation>Knoten %1 ist in Ray tot. Nur lebende Knoten liefern ihre Logs: Was er protokolliert hat, ist fort, sofern es nicht vorher gespeichert wurde.</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="414"/>
        <source>Listing the log files of %1…</source>
        <translation>Die Logdateien von %1 werden aufgelistet…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="434"/>
        <source>%n log file(s) on %1.</source>
        <translation>
            <numerusform>%n Logdatei auf %1.</numerusform>
            <numerusform>%n Logdateien auf %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="482"/>
        <source>%1: %n line(s).</source>
        <translation>
            <numerusform>%1: %n Zeile.</numerusform>
            <numerusform>%1: %n Zeilen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="484"/>
        <source>Following %1…</source>
        <translation>%1 wird mitgelesen…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="484"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="492"/>
        <source>Finding &quot;%1&quot;…</source>
        <translation>„%1“ wird gesucht…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="498"/>
        <source>the log of job %1</source>
        <translation>dem Log des Jobs %1</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="500"/>
        <source>&quot;%1&quot; is not in %2.</source>
        <translation>„%1“ kommt in %2 nicht vor.</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="504"/>
        <source>&quot;%1&quot; found in line %2 of %3.</source>
        <translation>„%1“ in Zeile %2 von %3 gefunden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="539"/>
        <source>%n line(s) found in %1 file(s).</source>
        <translation>
            <numerusform>%n Zeile in %1 Dateien gefunden.</numerusform>
            <numerusform>%n Zeilen in %1 Dateien gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="542"/>
        <source>The search stopped at its limit; search for something rarer.</source>
        <translation>Die Suche hat an ihrer Grenze angehalten; suchen Sie nach etwas Selteneren.</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="547"/>
        <source>Searching every alive node&apos;s logs…</source>
        <translation>Die Logs aller lebenden Knoten werden durchsucht…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="601"/>
        <source>Saving logs: %1 of %2 files read…</source>
        <translation>Logs werden gespeichert: %1 von %2 Dateien gelesen…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="612"/>
        <source>The logs are saved in %1: %n file(s), with a manifest.</source>
        <translation>
            <numerusform>Die Logs sind in %1 gespeichert: %n Datei, mit einem Manifest.</numerusform>
            <numerusform>Die Logs sind in %1 gespeichert: %n Dateien, mit einem Manifest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="618"/>
        <source>%n file(s) could not be read; the manifest says why.</source>
        <translation>
            <numerusform>%n Datei konnte nicht gelesen werden; das Manifest sagt, warum.</numerusform>
            <numerusform>%n Dateien konnten nicht gelesen werden; das Manifest sagt, warum.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="622"/>
        <source>%n dead node(s) could not give their logs.</source>
        <translation>
            <numerusform>%n toter Knoten konnte seine Logs nicht liefern.</numerusform>
            <numerusform>%n tote Knoten konnten ihre Logs nicht liefern.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="625"/>
        <source>Saving logs…</source>
        <translation>Logs werden gespeichert…</translation>
    </message>
</context>
<context>
    <name>vmray::MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.cpp" line="81"/>
        <location filename="../ui/mainwindowmenus.cpp" line="247"/>
        <source>vmray console</source>
        <translation>vmray console</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="201"/>
        <source>Data not current</source>
        <translation>Daten nicht aktuell</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="43"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="44"/>
        <source>&amp;Connect to a Supervisor…</source>
        <translation>Mit Supervisor &amp;verbinden…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="49"/>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="52"/>
        <source>Stop following the Supervisor; the next start connects again if you stay logged in.</source>
        <translation>Dem Supervisor nicht mehr folgen; der nächste Start verbindet erneut, wenn Sie angemeldet bleiben.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="57"/>
        <source>&amp;Log Out</source>
        <translation>A&amp;bmelden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="59"/>
        <source>Disconnect and remove the session and a remembered password from the keychain; the next connection asks for the password.</source>
        <translation>Trennen und die Sitzung sowie ein gemerktes Passwort aus dem Schlüsselbund entfernen; die nächste Verbindung fragt nach dem Passwort.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="66"/>
        <source>&amp;New Ray Cluster…</source>
        <translation>&amp;Neuer Ray-Cluster…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="72"/>
        <source>Open Cluster &amp;YAML…</source>
        <translation>Cluster-&amp;YAML öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="79"/>
        <source>Open Cluster YAML</source>
        <translation>Cluster-YAML öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="81"/>
        <source>Ray cluster YAML (VMRayCluster or ray up config) (*.yaml *.yml *.json)</source>
        <translation>Ray-Cluster-YAML (VMRayCluster oder ray up-Konfiguration) (*.yaml *.yml *.json)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="89"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="94"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="95"/>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="108"/>
        <source>&amp;All VMs…</source>
        <translation>Alle &amp;VMs…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="112"/>
        <source>Every VM of the Supervisor, across namespaces, in one table</source>
        <translation>Alle VMs des Supervisors, über alle Namespaces hinweg, in einer Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="115"/>
        <source>All Ray &amp;Clusters…</source>
        <translation>Alle Ray-&amp;Cluster…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="120"/>
        <source>Every Ray cluster of every connected Supervisor, in one table</source>
        <translation>Jeder Ray-Cluster jedes verbundenen Supervisors in einer Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="124"/>
        <source>Main</source>
        <translation>Hauptsymbolleiste</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="165"/>
        <source>&amp;Cluster</source>
        <translation>&amp;Cluster</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="166"/>
        <source>&amp;Delete Ray Cluster…</source>
        <translation>Ray-Cluster &amp;löschen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="182"/>
        <source>Open &amp;Console…</source>
        <translation>&amp;Konsole öffnen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="187"/>
        <source>&amp;Logs…</source>
        <translation>&amp;Logs…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="696"/>
        <location filename="../ui/mainwindowmenus.cpp" line="172"/>
        <source>Delete the selected Ray clusters, with everything they run on</source>
        <translation>Die ausgewählten Ray-Cluster samt allem löschen, worauf sie ausgeführt werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="175"/>
        <source>&amp;Recreate Node…</source>
        <translation>Knoten &amp;neu erstellen…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="701"/>
        <location filename="../ui/mainwindowmenus.cpp" line="179"/>
        <source>Delete the selected node&apos;s VM so the operator deploys it again under its name</source>
        <translation>Die VM des ausgewählten Knotens löschen, damit der Operator sie unter ihrem Namen erneut bereitstellt</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="217"/>
        <source>Alarms</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="264"/>
        <source>Recent Tasks</source>
        <translation>Kürzlich bearbeitete Aufgaben</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="279"/>
        <source>The task log cannot be written (%1): %2</source>
        <translation>Das Aufgabenprotokoll kann nicht geschrieben werden (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="118"/>
        <location filename="../ui/mainwindow.cpp" line="552"/>
        <source>Not connected. Use File &gt; Connect to a Supervisor.</source>
        <translation>Nicht verbunden. Verwenden Sie „Datei &gt; Mit Supervisor verbinden“.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="104"/>
        <source>&amp;Find…</source>
        <translation>&amp;Suchen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="134"/>
        <source>Find clusters and VMs</source>
        <translation>Cluster und VMs suchen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="136"/>
        <source>Finds the Ray clusters and VMs of the Supervisor by name, IP address, VM class or image. Enter goes to the first match, Down moves to the results, Esc clears.</source>
        <translation>Findet die Ray-Cluster und VMs des Supervisors nach Name, IP-Adresse, VM-Klasse oder Image. Eingabe springt zum ersten Treffer, Pfeil nach unten wechselt in die Ergebnisse, Esc leert die Suche.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="138"/>
        <source>Find a cluster, VM, IP, class or image (Ctrl+F)</source>
        <translation>Cluster, VM, IP, Klasse oder Image suchen (Strg+F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="308"/>
        <source>%1 as %2: not current.</source>
        <translation>%1 als %2: nicht aktuell.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="310"/>
        <source>What is shown of %1 is not current.</source>
        <translation>Was von %1 angezeigt wird, ist nicht aktuell.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="311"/>
        <source>What is shown of %1 is as it was at %2 and may have changed since.</source>
        <translation>Was von %1 angezeigt wird, ist der Stand von %2 und kann sich seitdem geändert haben.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="412"/>
        <source>The Ray dashboard of %1 cannot be reached; the VMs are still shown. %2</source>
        <translation>Das Ray-Dashboard von %1 ist nicht erreichbar; die VMs werden weiterhin angezeigt. %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="417"/>
        <source>The Ray dashboard of %1 answers again.</source>
        <translation>Das Ray-Dashboard von %1 antwortet wieder.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="341"/>
        <location filename="../ui/mainwindow.cpp" line="342"/>
        <source>Starting the sandbox Supervisor…</source>
        <translation>Sandbox-Supervisor wird gestartet…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="348"/>
        <source>Sandbox Supervisor running at %1.</source>
        <translation>Sandbox-Supervisor wird unter %1 ausgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="350"/>
        <source>Sandbox ready.</source>
        <translation>Sandbox bereit.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="302"/>
        <location filename="../ui/mainwindow.cpp" line="570"/>
        <source>Connected to %1 as %2.</source>
        <translation>Mit %1 als %2 verbunden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="336"/>
        <location filename="../ui/mainwindow.cpp" line="834"/>
        <source>Select a Ray cluster to read its nodes&apos; and jobs&apos; logs.</source>
        <translation>Wählen Sie einen Ray-Cluster, um die Logs seiner Knoten und Jobs zu lesen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="386"/>
        <source>The connection failed: %1</source>
        <translation>Die Verbindung ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="502"/>
        <source>%1 is not connected; connect to it to see the object of the alarm.</source>
        <translation>%1 ist nicht verbunden; verbinden Sie sich, um das Objekt des Alarms zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="642"/>
        <source>Cannot Open Cluster YAML</source>
        <translation>Cluster-YAML kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="665"/>
        <source>Supervisor %1</source>
        <translation>Supervisor %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="666"/>
        <source>Namespace %1</source>
        <translation>Namespace %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="697"/>
        <source>You can view %1 but not delete its Ray clusters (needs the Edit role).</source>
        <translation>Sie können %1 ansehen, aber seine Ray-Cluster nicht löschen (dazu ist die Rolle „Bearbeiten“ nötig).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="702"/>
        <source>You can view %1 but not delete its VMs to recreate them (needs the Edit role).</source>
        <translation>Sie können %1 ansehen, aber seine VMs nicht löschen, um sie neu zu erstellen (dazu ist die Rolle „Bearbeiten“ nötig).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="710"/>
        <location filename="../ui/mainwindowmenus.cpp" line="184"/>
        <source>Open the selected node VM&apos;s console in your web browser</source>
        <translation>Die Konsole der ausgewählten Knoten-VM im Webbrowser öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="711"/>
        <source>You can view %1 but not open the consoles of its VMs (needs the Edit role).</source>
        <translation>Sie können %1 ansehen, aber die Konsolen seiner VMs nicht öffnen (dazu ist die Rolle „Bearbeiten“ nötig).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="716"/>
        <location filename="../ui/mainwindowmenus.cpp" line="191"/>
        <source>Ray&apos;s logs of the selected cluster&apos;s nodes and jobs: read, follow, search and save them</source>
        <translation>Rays Logs der Knoten und Jobs des ausgewählten Clusters: lesen, verfolgen, durchsuchen und speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="718"/>
        <source>You cannot read the Ray clusters of %1, nor their logs (needs the View role).</source>
        <translation>Sie können die Ray-Cluster von %1 und ihre Logs nicht lesen (erfordert die Rolle „Anzeigen“).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="724"/>
        <source>You can view %1 but not stop the jobs of its Ray clusters (needs the Edit role).</source>
        <translation>Sie können %1 anzeigen, aber nicht die Jobs seiner Ray-Cluster stoppen (erfordert die Rolle „Bearbeiten“).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="729"/>
        <source>You can view %1 but not create Ray clusters in it (needs the Edit role).</source>
        <translation>Sie können %1 ansehen, aber darin keine Ray-Cluster erstellen (dazu ist die Rolle „Bearbeiten“ nötig).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="788"/>
        <source>Asking VM Operator for the console of VM %1…</source>
        <translation>VM Operator wird um die Konsole von VM %1 gebeten…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="796"/>
        <source>The console of VM %1 was handed to your web browser; its ticket is valid until %2. If no browser opens, set a default web browser for your desktop.</source>
        <translation>Die Konsole von VM %1 wurde an Ihren Webbrowser übergeben; ihr Ticket gilt bis %2. Öffnet sich kein Browser, legen Sie einen Standard-Webbrowser für Ihren Desktop fest.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="806"/>
        <source>No web browser could be started for the console of VM %1. Set a default web browser for your desktop and open the console again.</source>
        <translation>Für die Konsole von VM %1 konnte kein Webbrowser gestartet werden. Legen Sie einen Standard-Webbrowser für Ihren Desktop fest und öffnen Sie die Konsole erneut.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="846"/>
        <source>Ray&apos;s dashboard of %1 has not listed its nodes yet. Logs are read from the dashboard once the head node runs; this tab shows them as soon as it answers.</source>
        <translation>Das Ray-Dashboard von %1 hat seine Knoten noch nicht aufgeführt. Logs werden vom Dashboard gelesen, sobald der Head-Knoten läuft; dieser Tab zeigt sie, sobald es antwortet.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="866"/>
        <source>Open Console</source>
        <translation>Konsole öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="302"/>
        <source>&amp;Connect to %1</source>
        <translation>Mit %1 &amp;verbinden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="311"/>
        <source>&amp;New Ray Cluster in %1…</source>
        <translation>&amp;Neuer Ray-Cluster in %1 …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfind.cpp" line="102"/>
        <source>The VM %1 in %2 is no node of a Ray cluster.</source>
        <translation>Die VM %1 in %2 ist kein Knoten eines Ray-Clusters.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="753"/>
        <source>The connection changed while the teardown was being confirmed; nothing was deleted.</source>
        <translation>Die Verbindung hat sich geändert, während der Abbau bestätigt wurde; es wurde nichts gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="772"/>
        <source>The connection changed while the recreate was being confirmed; nothing was deleted.</source>
        <translation>Die Verbindung hat sich geändert, während die Neuerstellung bestätigt wurde; es wurde nichts gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="355"/>
        <location filename="../ui/mainwindow.cpp" line="357"/>
        <source>The sandbox could not be started.</source>
        <translation>Die Sandbox konnte nicht gestartet werden.</translation>
    </message>
</context>
<context>
    <name>vmray::NamespacePresentation</name>
    <message numerus="yes">
        <location filename="../ui/tablepresentations.cpp" line="59"/>
        <source>%1 (%n cluster(s))</source>
        <comment>namespace name and its number of Ray clusters</comment>
        <translation>
            <numerusform>%1 (%n Cluster)</numerusform>
            <numerusform>%1 (%n Cluster)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="65"/>
        <source>The number of Ray clusters is not known: your account cannot list them across namespaces.</source>
        <translation>Die Anzahl der Ray-Cluster ist nicht bekannt: Ihr Konto kann sie nicht Namespace-übergreifend auflisten.</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="76"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>vmray::NavigationModel</name>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="319"/>
        <location filename="../ui/navigationmodel.cpp" line="387"/>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="323"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="333"/>
        <source>%1 as %2, connected: %3</source>
        <translation>%1 als %2, verbunden: %3</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="336"/>
        <source>%1 as %2, connected</source>
        <translation>%1 als %2, verbunden</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="339"/>
        <source>%1 as %2: %3; activate to connect</source>
        <translation>%1 als %2: %3; zum Verbinden aktivieren</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="340"/>
        <source>%1 as %2; activate to connect</source>
        <translation>%1 als %2; zum Verbinden aktivieren</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="343"/>
        <source>%1, connected: %2</source>
        <translation>%1, verbunden: %2</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="346"/>
        <source>%1, connected</source>
        <translation>%1, verbunden</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="347"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>vmray::NavigationPane</name>
    <message>
        <location filename="../ui/panes/navigationpane.cpp" line="28"/>
        <source>Supervisors and their namespaces</source>
        <translation>Supervisors und ihre Namespaces</translation>
    </message>
    <message>
        <location filename="../ui/panes/navigationpane.cpp" line="30"/>
        <source>The saved Supervisors; the connected one lists its namespaces with their number of Ray clusters. Selecting a namespace shows its clusters; Enter on another Supervisor connects to it.</source>
        <translation>Die gespeicherten Supervisors; beim verbundenen Supervisor werden seine Namespaces mit der Anzahl ihrer Ray-Cluster aufgeführt. Wenn Sie einen Namespace auswählen, werden seine Cluster angezeigt; die Eingabetaste auf einem anderen Supervisor stellt eine Verbindung mit diesem her.</translation>
    </message>
</context>
<context>
    <name>vmray::NodeHistoryChart</name>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="31"/>
        <source>Node use over time</source>
        <translation>Knotenauslastung im Zeitverlauf</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="38"/>
        <source>Select a node to see its use over time.</source>
        <translation>Wählen Sie einen Knoten aus, um seine Auslastung im Zeitverlauf anzuzeigen.</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="40"/>
        <source>No readings of %1 from Ray&apos;s dashboard yet.</source>
        <translation>Noch keine Messwerte für %1 vom Ray-Dashboard.</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="43"/>
        <source>no reading</source>
        <translation>kein Messwert</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/nodehistorychart.cpp" line="45"/>
        <source>%1, last %n minute(s): CPU %2 (solid line), memory %3 (dashed line), GPU %4 (dotted line).</source>
        <translation>
            <numerusform>%1, letzte %n Minute: CPU %2 (durchgezogene Linie), Arbeitsspeicher %3 (gestrichelte Linie), GPU %4 (gepunktete Linie).</numerusform>
            <numerusform>%1, letzte %n Minuten: CPU %2 (durchgezogene Linie), Arbeitsspeicher %3 (gestrichelte Linie), GPU %4 (gepunktete Linie).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="52"/>
        <source>Ray reports the node dead.</source>
        <translation>Ray meldet den Knoten als ausgefallen.</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="104"/>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="108"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="114"/>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="120"/>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
</context>
<context>
    <name>vmray::NodePresentation</name>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="162"/>
        <source>VM</source>
        <translation>VM</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="163"/>
        <source>Role</source>
        <translation>Rolle</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="164"/>
        <source>Node type</source>
        <translation>Knotentyp</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="165"/>
        <source>State</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="166"/>
        <source>Power</source>
        <translation>Betriebszustand</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="167"/>
        <source>IP</source>
        <translation>IP</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="168"/>
        <source>VM status</source>
        <translation>VM-Status</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="169"/>
        <source>Ray status</source>
        <translation>Ray-Status</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="170"/>
        <source>In Ray</source>
        <comment>column: alive or dead in Ray</comment>
        <translation>In Ray</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="171"/>
        <source>CPU</source>
        <comment>column: CPU use in percent</comment>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="172"/>
        <source>GPU</source>
        <comment>column: GPU use in percent</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="173"/>
        <source>Memory</source>
        <comment>column: memory use in percent</comment>
        <translation>Speicher</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="174"/>
        <source>VM class</source>
        <translation>VM-Klasse</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="175"/>
        <source>Image</source>
        <translation>Image</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="176"/>
        <source>Age</source>
        <translation>Alter</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="177"/>
        <source>Time in state</source>
        <translation>Zeit im Zustand</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="178"/>
        <source>Latest condition</source>
        <translation>Letzte Bedingung</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="179"/>
        <source>Reason</source>
        <translation>Grund</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="217"/>
        <source>Ray reports this node dead.</source>
        <translation>Ray meldet diesen Knoten als ausgefallen.</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="218"/>
        <source>Ray reports this node dead: %1</source>
        <translation>Ray meldet diesen Knoten als ausgefallen: %1</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="221"/>
        <source>Ray&apos;s dashboard lists no node at this VM&apos;s address: Ray has not started on it, or the node has not joined the cluster.</source>
        <translation>Das Ray-Dashboard listet keinen Knoten unter der Adresse dieser VM: Ray wurde auf der VM nicht gestartet, oder der Knoten ist dem Cluster nicht beigetreten.</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="235"/>
        <source>n/a</source>
        <comment>a GPU without a utilization reading</comment>
        <translation>k. A.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="241"/>
        <source>Mean utilization of the node&apos;s %n GPU(s).</source>
        <translation>
            <numerusform>Mittlere Auslastung der %n GPU des Knotens.</numerusform>
            <numerusform>Mittlere Auslastung der %n GPUs des Knotens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::NodesPane</name>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="37"/>
        <source>Nodes of the selected cluster</source>
        <translation>Knoten des ausgewählten Clusters</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="38"/>
        <source>The head and worker VMs of the selected Ray cluster with their state, power, IP address and latest condition. The context menu recreates a node.</source>
        <translation>Die Head- und Worker-VMs des ausgewählten Ray-Clusters mit Zustand, Betriebszustand, IP-Adresse und letzter Bedingung. Über das Kontextmenü können Sie einen Knoten neu erstellen.</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="126"/>
        <source>Copy VM Name</source>
        <translation>VM-Namen kopieren</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="129"/>
        <source>Copy IP Address</source>
        <translation>IP-Adresse kopieren</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="151"/>
        <location filename="../ui/panes/nodespane.cpp" line="164"/>
        <source>Recreate Head Node</source>
        <translation>Head-Knoten neu erstellen</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="151"/>
        <location filename="../ui/panes/nodespane.cpp" line="173"/>
        <source>Recreate Node</source>
        <translation>Knoten neu erstellen</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="157"/>
        <source>Recreate the head node %1 of the Ray cluster %2?</source>
        <translation>Head-Knoten %1 des Ray-Clusters %2 neu erstellen?</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="159"/>
        <source>The head runs Ray&apos;s control processes, so every Ray process of the cluster restarts: running jobs fail, the dashboard and the job submission address are unavailable until the new head runs, and the workers join it again. Whatever is stored on the head VM is lost.

The VM is deleted and the operator deploys a new one under the same name.</source>
        <translation>Der Head-Knoten führt die Steuerungsprozesse von Ray aus, daher werden alle Ray-Prozesse des Clusters neu gestartet: Laufende Jobs schlagen fehl, das Ray-Dashboard und die Adresse für die Job-Übermittlung sind nicht verfügbar, bis der neue Head-Knoten läuft, und die Worker verbinden sich erneut mit ihm. Alle auf der Head-VM gespeicherten Daten gehen verloren.

Die VM wird gelöscht, und der Operator stellt unter demselben Namen eine neue bereit.</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="167"/>
        <source>Recreate the worker node %1 of the Ray cluster %2?</source>
        <translation>Worker-Knoten %1 des Ray-Clusters %2 neu erstellen?</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="170"/>
        <source>The VM is deleted and the operator deploys a new one under the same name. Ray tasks running on it fail and are retried elsewhere where they can; whatever is stored on the VM is lost.</source>
        <translation>Die VM wird gelöscht, und der Operator stellt unter demselben Namen eine neue bereit. Darauf laufende Ray-Tasks schlagen fehl und werden, wo möglich, an anderer Stelle wiederholt; alle auf der VM gespeicherten Daten gehen verloren.</translation>
    </message>
</context>
<context>
    <name>vmray::OptionsWizardPage</name>
    <message>
        <location filename="../ui/wizard/optionspage.cpp" line="72"/>
        <source>Give the registry password too, or leave the registry user empty.</source>
        <translation>Geben Sie auch das Registry-Kennwort an, oder lassen Sie den Registry-Benutzer leer.</translation>
    </message>
</context>
<context>
    <name>vmray::PresentationProxy</name>
    <message>
        <location filename="../ui/presentationwords.cpp" line="26"/>
        <location filename="../ui/presentationwords.cpp" line="47"/>
        <source>Starting</source>
        <translation>Wird gestartet</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="28"/>
        <source>Healthy</source>
        <translation>Fehlerfrei</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="30"/>
        <source>Degraded</source>
        <translation>Beeinträchtigt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="32"/>
        <location filename="../ui/presentationwords.cpp" line="51"/>
        <location filename="../ui/presentationwords.cpp" line="94"/>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="34"/>
        <location filename="../ui/presentationwords.cpp" line="53"/>
        <source>Deleting</source>
        <translation>Wird gelöscht</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="43"/>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="45"/>
        <source>Creating</source>
        <translation>Wird erstellt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="49"/>
        <location filename="../ui/presentationwords.cpp" line="90"/>
        <source>Running</source>
        <translation>Wird ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="55"/>
        <source>Removing</source>
        <translation>Wird entfernt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="64"/>
        <source>head</source>
        <translation>Head</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="66"/>
        <source>worker</source>
        <translation>Worker</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="75"/>
        <source>Create Ray cluster</source>
        <translation>Ray-Cluster erstellen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="77"/>
        <source>Delete Ray cluster</source>
        <translation>Ray-Cluster löschen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="79"/>
        <source>Recreate node</source>
        <translation>Knoten neu erstellen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="81"/>
        <source>Stop Ray job</source>
        <translation>Ray-Job stoppen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="92"/>
        <source>Completed</source>
        <comment>task state: it succeeded</comment>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="96"/>
        <source>Interrupted</source>
        <translation>Unterbrochen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="105"/>
        <source>On</source>
        <translation>Ein</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="107"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="109"/>
        <source>Suspended</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="122"/>
        <source>%1s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="124"/>
        <source>%1m</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="126"/>
        <source>%1h %2m</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="127"/>
        <source>%1d %2h</source>
        <translation>%1 T %2 h</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="135"/>
        <source>Alive</source>
        <comment>a node in Ray</comment>
        <translation>Aktiv</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="137"/>
        <source>Dead</source>
        <comment>a node in Ray</comment>
        <translation>Ausgefallen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="139"/>
        <source>Not in Ray</source>
        <translation>Nicht in Ray</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="150"/>
        <source>Pending</source>
        <comment>a Ray job</comment>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="152"/>
        <source>Running</source>
        <comment>a Ray job</comment>
        <translation>Wird ausgeführt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="154"/>
        <source>Stopped</source>
        <comment>a Ray job</comment>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="156"/>
        <source>Succeeded</source>
        <comment>a Ray job</comment>
        <translation>Erfolgreich</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="158"/>
        <source>Failed</source>
        <comment>a Ray job</comment>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="162"/>
        <source>Unknown</source>
        <comment>a Ray job&apos;s status</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="185"/>
        <source>%1 %</source>
        <comment>a percentage; use the locale&apos;s spacing and sign</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="198"/>
        <source>Ray: not read here</source>
        <translation>Ray: hier nicht abgefragt</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="200"/>
        <location filename="../ui/presentationwords.cpp" line="207"/>
        <source>Ray: reading…</source>
        <translation>Ray: wird abgefragt…</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="202"/>
        <source>Ray: dashboard unreachable</source>
        <translation>Ray: Dashboard nicht erreichbar</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="208"/>
        <source>Ray: %1 alive of %n</source>
        <comment>nodes alive in Ray of the VMs that run</comment>
        <translation>
            <numerusform>Ray: %1 von %n aktiv</numerusform>
            <numerusform>Ray: %1 von %n aktiv</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="264"/>
        <source>No Ray clusters</source>
        <translation>Keine Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="266"/>
        <source>Ray clusters: %1, all healthy</source>
        <translation>Ray-Cluster: %1, alle fehlerfrei</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="271"/>
        <source>%n failed</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="273"/>
        <source>%n degraded</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n beeinträchtigt</numerusform>
            <numerusform>%n beeinträchtigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="275"/>
        <source>%n starting</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n wird gestartet</numerusform>
            <numerusform>%n werden gestartet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="277"/>
        <source>%n being deleted</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n wird gelöscht</numerusform>
            <numerusform>%n werden gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="281"/>
        <source>%n healthy</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>%n fehlerfrei</numerusform>
            <numerusform>%n fehlerfrei</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="293"/>
        <source>Ray clusters: %1 (%2)</source>
        <comment>the number of clusters, then how many are in each state</comment>
        <translation>Ray-Cluster: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="295"/>
        <source>, </source>
        <comment>between the counts of clusters in each state</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="35"/>
        <source>Normal</source>
        <comment>alarm status green</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="37"/>
        <source>Unknown</source>
        <comment>alarm status gray</comment>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="39"/>
        <source>Warning</source>
        <comment>alarm status yellow</comment>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="41"/>
        <source>Critical</source>
        <comment>alarm status red</comment>
        <translation>Kritisch</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="50"/>
        <source>no alarm triggered</source>
        <translation>kein Alarm ausgelöst</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="52"/>
        <source>an alarm says its state is unknown (gray)</source>
        <translation>ein Alarm meldet, dass der Zustand unbekannt ist (grau)</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="54"/>
        <source>a warning alarm is triggered (yellow)</source>
        <translation>ein Warnalarm ist ausgelöst (gelb)</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="56"/>
        <source>a critical alarm is triggered (red)</source>
        <translation>ein kritischer Alarm ist ausgelöst (rot)</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="65"/>
        <source>Ray cluster failed</source>
        <translation>Ray-Cluster fehlgeschlagen</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="67"/>
        <source>Ray cluster degraded</source>
        <translation>Ray-Cluster beeinträchtigt</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="69"/>
        <source>Node VM not running</source>
        <translation>Knoten-VM läuft nicht</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="71"/>
        <source>Ray node dead</source>
        <translation>Ray-Knoten tot</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="73"/>
        <source>Ray dashboard unreachable</source>
        <translation>Ray-Dashboard nicht erreichbar</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="75"/>
        <source>Demands cannot be placed</source>
        <translation>Anforderungen nicht platzierbar</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="77"/>
        <source>Namespace quota nearly full</source>
        <translation>Namespace-Kontingent fast ausgeschöpft</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="79"/>
        <source>Session expiring</source>
        <translation>Sitzung läuft ab</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="81"/>
        <source>Pinned certificate expiring</source>
        <translation>Angeheftetes Zertifikat läuft ab</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="83"/>
        <source>Supervisor unavailable</source>
        <translation>Supervisor nicht verfügbar</translation>
    </message>
</context>
<context>
    <name>vmray::RayPanel</name>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="35"/>
        <source>Memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="37"/>
        <source>Object store</source>
        <translation>Objektspeicher</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="46"/>
        <source>%1 × {%2}</source>
        <comment>how many tasks or actors wait, then what each asks for</comment>
        <translation>%1 × {%2}</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="65"/>
        <source>What Ray reports about the selected cluster</source>
        <translation>Was Ray über den ausgewählten Cluster meldet</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="67"/>
        <source>Nodes alive in Ray, resources in use and what the autoscaler waits for.</source>
        <translation>In Ray aktive Knoten, genutzte Ressourcen und worauf der Autoscaler wartet.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="125"/>
        <source>Node history</source>
        <translation>Knotenverlauf</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="130"/>
        <source>History of %1 (%2), last %n minute(s)</source>
        <translation>
            <numerusform>Verlauf von %1 (%2), letzte %n Minute</numerusform>
            <numerusform>Verlauf von %1 (%2), letzte %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="133"/>
        <source>no IP address yet</source>
        <translation>noch keine IP-Adresse</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="147"/>
        <source>Select a Ray cluster to see what Ray reports.</source>
        <translation>Wählen Sie einen Ray-Cluster aus, um anzuzeigen, was Ray meldet.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="150"/>
        <source>Ray dashboards are not read: reading them is turned off in Settings.</source>
        <translation>Ray-Dashboards werden nicht abgefragt: Die Abfrage ist in den Einstellungen deaktiviert.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="155"/>
        <source>The cluster is being deleted; its Ray dashboard is no longer read.</source>
        <translation>Der Cluster wird gelöscht; sein Ray-Dashboard wird nicht mehr abgefragt.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="156"/>
        <source>Ray&apos;s dashboard is read once the head node runs.</source>
        <translation>Das Ray-Dashboard wird abgefragt, sobald der Head-Knoten läuft.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="163"/>
        <source>Ray&apos;s dashboard is not read.</source>
        <translation>Das Ray-Dashboard wird nicht abgefragt.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="169"/>
        <source>Reading Ray&apos;s dashboard at %1…</source>
        <translation>Ray-Dashboard unter %1 wird abgefragt…</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="173"/>
        <source>The VMs are still read from the Supervisor; only Ray&apos;s own view is missing. The console tries again, less often while it fails.</source>
        <translation>Die VMs werden weiterhin vom Supervisor gelesen; nur die Ray-eigene Sicht fehlt. Die Konsole versucht es erneut, bei anhaltenden Fehlern seltener.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="181"/>
        <source>%1 of %n VM(s) that run are alive in Ray.</source>
        <translation>
            <numerusform>%1 von %n laufenden VM ist in Ray aktiv.</numerusform>
            <numerusform>%1 von %n laufenden VMs sind in Ray aktiv.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="186"/>
        <source>Dead in Ray while the VM runs: %1. Recreate the node to bring it back.</source>
        <comment>the names of the nodes</comment>
        <translation>
            <numerusform>In Ray ausgefallen, obwohl die VM läuft: %1. Erstellen Sie den Knoten neu, um ihn zurückzuholen.</numerusform>
            <numerusform>In Ray ausgefallen, obwohl die VMs laufen: %1. Erstellen Sie diese Knoten neu, um sie zurückzuholen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="192"/>
        <source>Reading the autoscaler&apos;s status…</source>
        <translation>Status des Autoscalers wird abgerufen…</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="193"/>
        <source>The autoscaler&apos;s status cannot be read: %1</source>
        <translation>Der Status des Autoscalers kann nicht abgerufen werden: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="198"/>
        <source>This cluster&apos;s autoscaler reports no resource figures (autoscaler v2 or not reported yet).</source>
        <translation>Der Autoscaler dieses Clusters meldet keine Ressourcenwerte (Autoscaler v2 oder noch nicht gemeldet).</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="204"/>
        <source>Reserved by tasks and actors</source>
        <translation>Von Tasks und Actors reserviert</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="209"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="212"/>
        <source>Pending demands</source>
        <translation>Ausstehende Anforderungen</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="215"/>
        <source>None: no task or actor waits for resources.</source>
        <translation>Keine: Kein Task und kein Actor wartet auf Ressourcen.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="222"/>
        <source>Requested by request_resources(): %1</source>
        <translation>Angefordert durch request_resources(): %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="225"/>
        <source>%n placement group(s) waiting.</source>
        <translation>
            <numerusform>%n Placement Group wartet.</numerusform>
            <numerusform>%n Placement Groups warten.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="231"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="233"/>
        <location filename="../ui/panes/raypanel.cpp" line="240"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="235"/>
        <source>The autoscaler is launching no nodes.</source>
        <translation>Der Autoscaler startet keine Knoten.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="236"/>
        <source>The autoscaler is launching: %1.</source>
        <translation>Der Autoscaler startet: %1.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="241"/>
        <source>Nodes the autoscaler failed to launch: %1.</source>
        <translation>Knoten, die der Autoscaler nicht starten konnte: %1.</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="245"/>
        <source>The autoscaler&apos;s last error: %1</source>
        <translation>Letzter Fehler des Autoscalers: %1</translation>
    </message>
</context>
<context>
    <name>vmray::ReviewWizardPage</name>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="29"/>
        <source>Review and create</source>
        <translation>Überprüfen und erstellen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="30"/>
        <source>The VMRayCluster resource that will be created. Edit it here if you like; it is checked as you type.</source>
        <translation>Die VMRayCluster-Ressource, die erstellt wird. Sie können sie hier bearbeiten; sie wird bereits während der Eingabe geprüft.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="36"/>
        <source>Cluster YAML</source>
        <translation>Cluster-YAML</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="38"/>
        <source>The VMRayCluster resource to create, checked as you type; the problems are listed beside it.</source>
        <translation>Die zu erstellende VMRayCluster-Ressource, die während der Eingabe geprüft wird; die Probleme werden daneben aufgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="44"/>
        <source>&amp;Problems:</source>
        <translation>&amp;Probleme:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="49"/>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="51"/>
        <source>Each problem of the YAML, an error or a warning; Enter goes to its line.</source>
        <translation>Alle Probleme des YAML, jeweils Fehler oder Warnung; die Eingabetaste springt zur betreffenden Zeile.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="65"/>
        <source>&amp;Save YAML…</source>
        <translation>YAML &amp;speichern…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="67"/>
        <source>&amp;Export ray up Config…</source>
        <translation>ray up-Konfiguration &amp;exportieren…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="69"/>
        <source>Rebuild &amp;from Form</source>
        <translation>Aus Formular &amp;neu erstellen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="71"/>
        <source>Replace the YAML with what the form pages say; your edits here are dropped.</source>
        <translation>Ersetzt das YAML durch die Angaben der Formularseiten; Ihre Änderungen hier werden verworfen.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="73"/>
        <source>Check with a &amp;Dry Run</source>
        <translation>Mit &amp;Probelauf prüfen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="75"/>
        <source>Send the cluster to the Supervisor with dryRun: its schema, the operator&apos;s webhook and admission check it, and nothing is created. Done each time this page opens.</source>
        <translation>Den Cluster mit dryRun an den Supervisor senden: Schema, Webhook des Operators und Admission prüfen ihn, und nichts wird erstellt. Geschieht bei jedem Öffnen dieser Seite.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="78"/>
        <source>&amp;Open Existing Cluster</source>
        <translation>&amp;Vorhandenen Cluster öffnen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="90"/>
        <source>Create status</source>
        <translation>Erstellungsstatus</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="142"/>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="149"/>
        <source>No problems found.</source>
        <translation>Keine Probleme gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="157"/>
        <source>%1 vCPU, %2 GiB memory</source>
        <translation>%1 vCPU, %2 GiB Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="161"/>
        <source>, GPUs: %1</source>
        <translation>, GPUs: %1</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="164"/>
        <source>What the VM classes reserve</source>
        <translation>Reservierung durch die VM-Klassen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/reviewpage.cpp" line="165"/>
        <source>At the minimum of %n node(s): %1.</source>
        <translation>
            <numerusform>Beim Minimum von %n Knoten: %1.</numerusform>
            <numerusform>Beim Minimum von %n Knoten: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/reviewpage.cpp" line="169"/>
        <source>At the maximum of %n node(s): %1.</source>
        <translation>
            <numerusform>Beim Maximum von %n Knoten: %1.</numerusform>
            <numerusform>Beim Maximum von %n Knoten: %1.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="174"/>
        <source>Not counted (VM class unknown here): %1.</source>
        <translation>Nicht berücksichtigt (VM-Klasse hier unbekannt): %1.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="187"/>
        <source>%1 vCPU</source>
        <translation>%1 vCPU</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="189"/>
        <source>%1 GiB memory</source>
        <translation>%1 GiB Arbeitsspeicher</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="191"/>
        <source>Namespace quota left</source>
        <translation>Verbleibendes Namespace-Kontingent</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="200"/>
        <source>Even the minimum does not fit into what the quota leaves; the cluster would not start all its nodes.</source>
        <translation>Selbst das Minimum passt nicht in das verbleibende Kontingent; der Cluster würde nicht alle seine Knoten starten.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="206"/>
        <source>At most, the cluster would need more than the quota leaves; the last workers would not start.</source>
        <translation>Im Maximalfall bräuchte der Cluster mehr, als das Kontingent übrig lässt; die letzten Worker würden nicht starten.</translation>
    </message>
</context>
<context>
    <name>vmray::SandboxSupervisor</name>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="26"/>
        <source>The Supervisor emulator could not be started: %1</source>
        <translation>Der Supervisor-Emulator konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="29"/>
        <source>The Supervisor emulator stopped unexpectedly.</source>
        <translation>Der Supervisor-Emulator wurde unerwartet beendet.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="32"/>
        <source>The Supervisor emulator exited with code %1.</source>
        <translation>Der Supervisor-Emulator wurde mit Code %1 beendet.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="34"/>
        <source>The emulator&apos;s ready file is not a JSON object: %1</source>
        <translation>Die Bereitschaftsdatei des Emulators ist kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="37"/>
        <source>The emulator&apos;s ready file lacks its URL or users.</source>
        <translation>In der Bereitschaftsdatei des Emulators fehlen die URL oder die Benutzer.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="40"/>
        <source>The Supervisor emulator (vmray-supervisor-emulator) was not found beside the console. Build or install both programs together.</source>
        <translation>Der Supervisor-Emulator (vmray-supervisor-emulator) wurde nicht neben der Konsole gefunden. Erstellen oder installieren Sie beide Programme gemeinsam.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="44"/>
        <source>No temporary folder could be created for the sandbox: %1</source>
        <translation>Für die Sandbox konnte kein temporärer Ordner erstellt werden: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="47"/>
        <source>The Supervisor emulator did not become ready within %n second(s).</source>
        <translation>
            <numerusform>Der Supervisor-Emulator war nicht innerhalb von %n Sekunde bereit.</numerusform>
            <numerusform>Der Supervisor-Emulator war nicht innerhalb von %n Sekunden bereit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="54"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="60"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="65"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="70"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="76"/>
        <source>A server&apos;s answer larger than this is refused instead of being read into memory. A list of 10,000 VMs is about 20 MiB.</source>
        <translation>Eine größere Serverantwort wird abgelehnt, statt in den Arbeitsspeicher gelesen zu werden. Eine Liste mit 10.000 VMs umfasst etwa 20 MiB.</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="78"/>
        <source>Largest server &amp;response:</source>
        <translation>Maximale Größe einer Server&amp;antwort:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="83"/>
        <source>Never</source>
        <translation>Nie</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="84"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="88"/>
        <source>How often the console reads the Ray dashboards of the clusters shown: the nodes of each, and the status and jobs of the selected one. Never: Ray&apos;s own view is not shown.</source>
        <translation>Wie oft die Konsole die Ray-Dashboards der angezeigten Cluster abfragt: die Knoten jedes Clusters sowie Status und Jobs des ausgewählten. Nie: Die Ray-eigene Sicht wird nicht angezeigt.</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="91"/>
        <source>Read Ray &amp;dashboards every:</source>
        <translation>Ray-&amp;Dashboards abfragen alle:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="93"/>
        <source>Connect to every saved Supervisor on start</source>
        <translation>Beim Start mit jedem gespeicherten Supervisor verbinden</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="97"/>
        <source>Each one whose password or session the keychain keeps connects at once; the others ask for their password one after another.</source>
        <translation>Jeder, dessen Kennwort oder Sitzung der Schlüsselbund hält, verbindet sich sofort; die anderen fragen nacheinander nach ihrem Kennwort.</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="102"/>
        <source>Alarms</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="106"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="107"/>
        <source>Critical (red) alarms</source>
        <translation>Kritische (rote) Alarme</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="109"/>
        <source>Critical and warning (red and yellow) alarms</source>
        <translation>Kritische und Warnalarme (rot und gelb)</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="111"/>
        <source>Desktop &amp;notifications:</source>
        <translation>Desktop-&amp;Benachrichtigungen:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="114"/>
        <source>Ray cluster de&amp;graded for longer than:</source>
        <translation>Ray-Cluster länger beeinträc&amp;htigt als:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="116"/>
        <source>Node &amp;VM not running for longer than:</source>
        <translation>Knoten-&amp;VM läuft länger nicht als:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="119"/>
        <source>Ray dashboard unreac&amp;hable for longer than:</source>
        <translation>Ray-Dashboard länger &amp;unerreichbar als:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="122"/>
        <source>Demands unpla&amp;ced for longer than:</source>
        <translation>Anforderungen länger unplat&amp;ziert als:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="126"/>
        <source> %</source>
        <comment>percent</comment>
        <translation> %</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="128"/>
        <source>Namespace &amp;quota used at or above:</source>
        <translation>Namespace-&amp;Kontingent genutzt ab:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="131"/>
        <source>&amp;Session expiring within:</source>
        <translation>&amp;Sitzung läuft ab innerhalb von:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="135"/>
        <source> days</source>
        <translation> Tage</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="137"/>
        <source>&amp;Pinned certificate expiring within:</source>
        <translation>Angeheftetes &amp;Zertifikat läuft ab innerhalb von:</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="140"/>
        <source>The language and the response limit take effect the next time the console starts; how often Ray dashboards are read, at once.</source>
        <translation>Sprache und maximale Antwortgröße werden beim nächsten Start der Konsole wirksam, das Abfrageintervall der Ray-Dashboards sofort.</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="160"/>
        <source> min</source>
        <comment>minutes</comment>
        <translation> Min.</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="235"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
</context>
<context>
    <name>vmray::SupervisorConnection</name>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="63"/>
        <source>The token of context %1 holds control characters or characters outside ASCII, so it is not a token and was not sent. Log in with your vSphere password instead.</source>
        <translation>Das Token des Kontexts %1 enthält Steuerzeichen oder Nicht-ASCII-Zeichen, ist also kein gültiges Token und wurde nicht gesendet. Melden Sie sich stattdessen mit Ihrem vSphere-Kennwort an.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="80"/>
        <source>The client certificate or key of context %1 cannot be read.</source>
        <translation>Das Clientzertifikat oder der Schlüssel des Kontexts %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="87"/>
        <source>Context %1 needs a credential plugin, which the console cannot run. Log in with your vSphere password instead.</source>
        <translation>Der Kontext %1 benötigt ein Anmeldedaten-Plug-in, das die Konsole nicht ausführen kann. Melden Sie sich stattdessen mit Ihrem vSphere-Kennwort an.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="90"/>
        <source>Context %1 has no token or client certificate. Log in with your vSphere password instead.</source>
        <translation>Der Kontext %1 enthält weder ein Token noch ein Clientzertifikat. Melden Sie sich stattdessen mit Ihrem vSphere-Kennwort an.</translation>
    </message>
</context>
<context>
    <name>vmray::SupervisorSession</name>
    <message>
        <location filename="../models/supervisor/supervisor/session.cpp" line="17"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation>Die Sitzung läuft bald ab. Melden Sie sich erneut an, um weiterzuarbeiten.</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/session.cpp" line="20"/>
        <source>The Supervisor no longer accepts the session. Log in again.</source>
        <translation>Der Supervisor akzeptiert die Sitzung nicht mehr. Melden Sie sich erneut an.</translation>
    </message>
</context>
<context>
    <name>vmray::TargetWizardPage</name>
    <message>
        <location filename="../ui/wizard/targetpage.cpp" line="42"/>
        <source>&amp;Open the Existing Cluster</source>
        <translation>Vorhandenen Cluster ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.cpp" line="44"/>
        <source>Shows the cluster that has this name in the main window.</source>
        <translation>Zeigt den Cluster mit diesem Namen im Hauptfenster.</translation>
    </message>
</context>
<context>
    <name>vmray::TaskPresentation</name>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="81"/>
        <source>Task</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="82"/>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="83"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="84"/>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="85"/>
        <source>Initiator</source>
        <translation>Initiator</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="86"/>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="87"/>
        <source>Completed</source>
        <comment>column: when a task ended</comment>
        <translation>Abgeschlossen</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="88"/>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
</context>
<context>
    <name>vmray::TasksPane</name>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="28"/>
        <source>Recent Tasks</source>
        <translation>Kürzlich bearbeitete Aufgaben</translation>
    </message>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="29"/>
        <source>Cluster creations, teardowns and node recreations, newest first, with their status. Enter on a teardown opens its progress.</source>
        <translation>Cluster-Erstellungen, Abbauvorgänge und Knoten-Neuerstellungen, die neuesten zuerst, mit ihrem Status. Die Eingabetaste auf einem Abbau öffnet dessen Fortschrittsanzeige.</translation>
    </message>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="53"/>
        <source>Double-click a teardown to follow it.</source>
        <translation>Doppelklicken Sie auf einen Abbau, um ihn zu verfolgen.</translation>
    </message>
</context>
<context>
    <name>vmray::TeardownDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="61"/>
        <source>Delete Ray Cluster</source>
        <translation>Ray-Cluster löschen</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="74"/>
        <source>Delete the Ray cluster %1 in the namespace %2?</source>
        <translation>Ray-Cluster %1 im Namespace %2 löschen?</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="79"/>
        <source>Running Ray jobs stop, and whatever is stored on the clusters&apos; VMs is lost. This cannot be undone.</source>
        <translation>Laufende Ray-Jobs werden beendet, und alle auf den VMs der Cluster gespeicherten Daten gehen verloren. Dieser Vorgang kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="94"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="98"/>
        <source>Ray cluster</source>
        <translation>Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="103"/>
        <source>Head VM</source>
        <translation>Head-VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="103"/>
        <location filename="../ui/teardowndialog.cpp" line="116"/>
        <source>none yet</source>
        <translation>noch nicht vorhanden</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="105"/>
        <location filename="../ui/teardowndialog.cpp" line="109"/>
        <source>Worker VMs</source>
        <translation>Worker-VMs</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="105"/>
        <location filename="../ui/teardowndialog.cpp" line="221"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="61"/>
        <source>Delete %n Ray Cluster(s)</source>
        <translation>
            <numerusform>%n Ray-Cluster löschen</numerusform>
            <numerusform>%n Ray-Cluster löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="76"/>
        <source>Delete these %n Ray cluster(s) in the namespace %1?</source>
        <translation>
            <numerusform>%n Ray-Cluster im Namespace %1 löschen?</numerusform>
            <numerusform>Diese %n Ray-Cluster im Namespace %1 löschen?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="85"/>
        <source>&amp;These will be deleted:</source>
        <translation>&amp;Folgendes wird gelöscht:</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="89"/>
        <source>What will be deleted</source>
        <translation>Was gelöscht wird</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="91"/>
        <source>Each cluster with its head and worker VMs, its VM service and its secrets.</source>
        <translation>Jeder Cluster mit seinen Head- und Worker-VMs, seinem VM-Dienst und seinen Secrets.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="94"/>
        <source>Object</source>
        <comment>column: the kind of object a teardown deletes</comment>
        <translation>Objekt</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="109"/>
        <source>%n worker VM(s)</source>
        <translation>
            <numerusform>%n Worker-VM</numerusform>
            <numerusform>%n Worker-VMs</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="111"/>
        <source>Worker VM</source>
        <translation>Worker-VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="115"/>
        <source>VM service</source>
        <translation>VM-Dienst</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="117"/>
        <source>%1 (the head&apos;s load balancer)</source>
        <translation>%1 (Load Balancer des Head-Knotens)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="119"/>
        <source>Secrets the operator removes</source>
        <translation>Secrets, die der Operator entfernt</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="119"/>
        <source>Looking them up…</source>
        <translation>Wird ermittelt…</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="141"/>
        <source>To confirm, type the cluster&apos;s name, %1:</source>
        <translation>Geben Sie zur Bestätigung den Namen des Clusters ein, %1:</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="143"/>
        <source>To confirm, type %1:</source>
        <translation>Geben Sie zur Bestätigung %1 ein:</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="148"/>
        <source>Confirmation</source>
        <translation>Bestätigung</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="155"/>
        <source>Delete Cluster</source>
        <translation>Cluster löschen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="155"/>
        <source>Delete %n Cluster(s)</source>
        <translation>
            <numerusform>%n Cluster löschen</numerusform>
            <numerusform>%n Cluster löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="194"/>
        <source>delete %n cluster(s)</source>
        <comment>typed to confirm; keep it short and easy to type</comment>
        <translation>
            <numerusform>%n Cluster löschen</numerusform>
            <numerusform>%n Cluster löschen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="223"/>
        <source>%n secret(s)</source>
        <translation>
            <numerusform>%n Secret</numerusform>
            <numerusform>%n Secrets</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="206"/>
        <source>Waiting for the list of the clusters&apos; secrets.</source>
        <translation>Warten auf die Liste der Secrets der Cluster.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="149"/>
        <source>Type %1 to enable deleting.</source>
        <translation>Geben Sie %1 ein, um das Löschen zu aktivieren.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="219"/>
        <source>Not known: %1</source>
        <translation>Unbekannt: %1</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="225"/>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="231"/>
        <source>Registry credentials</source>
        <translation>Registry-Anmeldedaten</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="233"/>
        <source>Also delete %1 (created by this console)</source>
        <translation>%1 ebenfalls löschen (von dieser Konsole erstellt)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="234"/>
        <source>Also delete %1 (not created by this console)</source>
        <translation>%1 ebenfalls löschen (nicht von dieser Konsole erstellt)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="240"/>
        <source>The operator leaves this secret behind when the cluster goes. A cluster created again under this name would use it.</source>
        <translation>Der Operator lässt dieses Secret zurück, wenn der Cluster gelöscht wird. Ein unter diesem Namen neu erstellter Cluster würde es verwenden.</translation>
    </message>
</context>
<context>
    <name>vmray::TeardownProgressDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="264"/>
        <location filename="../ui/teardowndialog.cpp" line="481"/>
        <source>Deleting %1</source>
        <translation>%1 wird gelöscht</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="265"/>
        <location filename="../ui/teardowndialog.cpp" line="482"/>
        <source>Deleting %n Ray Cluster(s)</source>
        <translation>
            <numerusform>%n Ray-Cluster wird gelöscht</numerusform>
            <numerusform>%n Ray-Cluster werden gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="279"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Jetzt wiederholen</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="282"/>
        <source>Ask the operator to try the deletion again now instead of in a minute.</source>
        <translation>Den Operator auffordern, das Löschen sofort statt erst in einer Minute erneut zu versuchen.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="294"/>
        <source>What is being deleted</source>
        <translation>Was gerade gelöscht wird</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="296"/>
        <source>Each cluster with its VMs, VM service and secrets, and the state of each.</source>
        <translation>Jeder Cluster mit seinen VMs, seinem VM-Dienst und seinen Secrets sowie dem jeweiligen Zustand.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="299"/>
        <source>Closing this window does not stop the teardown; it goes on and is listed under Recent Tasks.</source>
        <translation>Das Schließen dieses Fensters beendet den Abbau nicht; er läuft weiter und wird unter „Kürzlich bearbeitete Aufgaben“ aufgeführt.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="311"/>
        <source>Ray cluster</source>
        <translation>Ray-Cluster</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="316"/>
        <location filename="../ui/teardowndialog.cpp" line="394"/>
        <source>Head VM</source>
        <translation>Head-VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="316"/>
        <location filename="../ui/teardowndialog.cpp" line="394"/>
        <source>Worker VM</source>
        <translation>Worker-VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="318"/>
        <source>VM service</source>
        <translation>VM-Dienst</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="320"/>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="323"/>
        <source>Registry credentials</source>
        <translation>Registry-Anmeldedaten</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="365"/>
        <source>being deleted</source>
        <translation>wird gelöscht</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="369"/>
        <source>gone</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="382"/>
        <source>no longer followed</source>
        <translation>nicht mehr verfolgt</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="388"/>
        <source>left behind by the operator</source>
        <translation>vom Operator zurückgelassen</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="389"/>
        <source>waiting for the operator</source>
        <translation>wartet auf den Operator</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="402"/>
        <source>removed by the operator; checked at the end</source>
        <translation>wird vom Operator entfernt; Prüfung am Ende</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="404"/>
        <source>still there</source>
        <translation>noch vorhanden</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="412"/>
        <location filename="../ui/teardowndialog.cpp" line="424"/>
        <source>deleting…</source>
        <translation>wird gelöscht…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="419"/>
        <source>being finalized by the operator (%1 of %n VM(s) gone)</source>
        <translation>
            <numerusform>wird vom Operator finalisiert (%1 von %n VM entfernt)</numerusform>
            <numerusform>wird vom Operator finalisiert (%1 von %n VMs entfernt)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="478"/>
        <source>Teardown of %1 Ended</source>
        <translation>Abbau von %1 beendet</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="479"/>
        <source>Teardown of %n Ray Cluster(s) Ended</source>
        <translation>
            <numerusform>Abbau von %n Ray-Cluster beendet</numerusform>
            <numerusform>Abbau von %n Ray-Clustern beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="490"/>
        <source>The teardown of %n cluster(s) has ended.</source>
        <translation>
            <numerusform>Der Abbau von %n Cluster ist beendet.</numerusform>
            <numerusform>Der Abbau von %n Clustern ist beendet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="496"/>
        <source>Deleting %n cluster(s): %1 done.</source>
        <translation>
            <numerusform>%n Cluster wird gelöscht: %1 abgeschlossen.</numerusform>
            <numerusform>%n Cluster werden gelöscht: %1 abgeschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="430"/>
        <source>deleted, with everything listed</source>
        <translation>gelöscht, samt allen aufgeführten Objekten</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="435"/>
        <source>deleted; VMs left behind</source>
        <translation>gelöscht; VMs zurückgeblieben</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="442"/>
        <source>not deleted</source>
        <translation>nicht gelöscht</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="446"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="455"/>
        <source>The operator could not delete %1: %2 (%3). It tries again every minute; Retry Now asks it to try at once. If this goes on, the cause is on the Supervisor or in vCenter, for example a VM that vCenter cannot remove.</source>
        <translation>Der Operator konnte %1 nicht löschen: %2 (%3). Er versucht es jede Minute erneut; mit „Jetzt wiederholen“ wird er zu einem sofortigen Versuch aufgefordert. Wenn dies anhält, liegt die Ursache beim Supervisor oder in vCenter, zum Beispiel bei einer VM, die vCenter nicht entfernen kann.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="461"/>
        <source>%1 is still being finalized after a long time. The operator removes its finalizer (vmraycluster.vmray.broadcom.com) once it has asked for every VM and secret of the cluster to be deleted, so it may not be running or may be stuck: check the vmray operator on the Supervisor and the cluster&apos;s events. Removing the finalizer by hand would leave the VMs behind.</source>
        <translation>%1 wird nach langer Zeit immer noch finalisiert. Der Operator entfernt seinen Finalizer (vmraycluster.vmray.broadcom.com), sobald er das Löschen aller VMs und Secrets des Clusters angefordert hat; er wird also möglicherweise nicht ausgeführt oder hängt: Prüfen Sie den vmray-Operator auf dem Supervisor und die Ereignisse des Clusters. Wenn Sie den Finalizer manuell entfernen, bleiben die VMs zurück.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="471"/>
        <source>Retrying failed: %1</source>
        <translation>Wiederholung fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="487"/>
        <source>%1 is deleted: the cluster, its VMs and its VM service are gone.</source>
        <translation>%1 ist gelöscht: Der Cluster, seine VMs und sein VM-Dienst sind entfernt.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="489"/>
        <source>The teardown ended without deleting the cluster.</source>
        <translation>Der Abbau wurde beendet, ohne den Cluster zu löschen.</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="493"/>
        <source>Deleting %1: following every VM until it is gone.</source>
        <translation>%1 wird gelöscht: Jede VM wird verfolgt, bis sie entfernt ist.</translation>
    </message>
</context>
<context>
    <name>vmray::WorkersWizardPage</name>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="27"/>
        <location filename="../ui/wizard/workerspage.cpp" line="32"/>
        <source>Worker node types</source>
        <translation>Worker-Knotentypen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="28"/>
        <source>The kinds of worker VMs, and how many of each kind Ray&apos;s autoscaler may run.</source>
        <translation>Die Arten von Worker-VMs und wie viele VMs jeder Art der Autoscaler von Ray ausführen darf.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="34"/>
        <source>A row per kind of worker VM: its name, VM class, the least and most workers of the kind, and the CPUs, GPUs and memory Ray schedules on. Tab goes through each row&apos;s fields.</source>
        <translation>Eine Zeile pro Art von Worker-VM: Name, VM-Klasse, minimale und maximale Anzahl Worker dieser Art sowie die CPUs, GPUs und der Arbeitsspeicher, die Ray beim Scheduling zugrunde legt. Die Tabulatortaste durchläuft die Felder jeder Zeile.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="39"/>
        <source>Node type</source>
        <translation>Knotentyp</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="40"/>
        <source>VM class</source>
        <translation>VM-Klasse</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="41"/>
        <source>Min</source>
        <translation>Min.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="42"/>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="43"/>
        <source>CPUs for Ray</source>
        <translation>CPUs für Ray</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="44"/>
        <source>GPUs for Ray</source>
        <translation>GPUs für Ray</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="45"/>
        <source>Memory for Ray (GiB)</source>
        <translation>Arbeitsspeicher für Ray (GiB)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="49"/>
        <source>CPUs, GPUs and memory for Ray: what Ray schedules on; &quot;from class&quot; leaves it to what the VM class has.</source>
        <translation>CPUs, GPUs und Arbeitsspeicher für Ray: die Grundlage für Rays Scheduling; „aus Klasse“ übernimmt die Werte der VM-Klasse.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="53"/>
        <source>&amp;Add Node Type</source>
        <translation>Knotentyp &amp;hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="55"/>
        <source>&amp;Remove Node Type</source>
        <translation>Knotentyp &amp;entfernen</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="57"/>
        <source>Removes the node type of the current row.</source>
        <translation>Entfernt den Knotentyp der aktuellen Zeile.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="64"/>
        <source>Maximum total &amp;workers:</source>
        <translation>&amp;Maximale Gesamtzahl der Worker:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/workerspage.cpp" line="69"/>
        <source> minute(s)</source>
        <comment>after a number in a spin box</comment>
        <translation>
            <numerusform> Minute</numerusform>
            <numerusform> Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="73"/>
        <source>Remove idle workers af&amp;ter:</source>
        <translation>Inaktive Worker entfernen &amp;nach:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="136"/>
        <source>%1 of node type %2</source>
        <translation>%1 für Knotentyp %2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="66"/>
        <source>Ray&apos;s default (5 minutes)</source>
        <translation>Ray-Standard (5 Minuten)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="75"/>
        <source>These bounds are fixed for the cluster&apos;s life: the head&apos;s autoscaler reads them once, when the cluster is created. To change them later, create a new cluster.</source>
        <translation>Diese Grenzen gelten für die gesamte Lebensdauer des Clusters: Der Autoscaler des Head-Knotens liest sie nur einmal, beim Erstellen des Clusters. Um sie später zu ändern, erstellen Sie einen neuen Cluster.</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="131"/>
        <source>from class</source>
        <translation>aus Klasse</translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterApply</name>
    <message>
        <location filename="../models/ray/ray/clusterapply.cpp" line="174"/>
        <source>The console is no longer connected to the Supervisor.</source>
        <translation>Die Konsole ist nicht mehr mit dem Supervisor verbunden.</translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterCatalog</name>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="365"/>
        <source>The VM classes could not be read: %1</source>
        <translation>Die VM-Klassen konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="380"/>
        <source>The VM images could not be read: %1</source>
        <translation>Die VM-Images konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="401"/>
        <source>The namespace&apos;s quota could not be read: %1</source>
        <translation>Das Kontingent des Namespace konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="422"/>
        <source>The Ray clusters of the namespace could not be read: %1</source>
        <translation>Die Ray-Cluster des Namespace konnten nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayDashboardParser</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboard.cpp" line="117"/>
        <source>The dashboard&apos;s answer is larger than %n MiB and was not read.</source>
        <translation>
            <numerusform>Die Antwort des Dashboards ist größer als %n MiB und wurde nicht gelesen.</numerusform>
            <numerusform>Die Antwort des Dashboards ist größer als %n MiB und wurde nicht gelesen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="121"/>
        <source>The dashboard sent an empty answer.</source>
        <translation>Das Dashboard hat eine leere Antwort gesendet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="123"/>
        <source>The dashboard&apos;s answer is not valid JSON (%1 at byte %2).</source>
        <translation>Die Antwort des Dashboards ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="126"/>
        <source>The dashboard&apos;s answer is not a JSON object.</source>
        <translation>Die Antwort des Dashboards ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="129"/>
        <source>The dashboard reported an error without saying which.</source>
        <translation>Das Dashboard hat einen Fehler gemeldet, ohne ihn zu nennen.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="132"/>
        <source>The dashboard reported an error: %1</source>
        <translation>Das Dashboard hat einen Fehler gemeldet: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="134"/>
        <source>The dashboard&apos;s answer lacks its data.</source>
        <translation>Der Antwort des Dashboards fehlen die Daten.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="136"/>
        <source>The dashboard&apos;s answer has no node list.</source>
        <translation>Die Antwort des Dashboards enthält keine Knotenliste.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="139"/>
        <source>The dashboard&apos;s job list is not a list.</source>
        <translation>Die Job-Liste des Dashboards ist keine Liste.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="142"/>
        <source>The dashboard&apos;s answer does not say whether the job was stopped.</source>
        <translation>Die Antwort des Dashboards sagt nicht, ob der Job beendet wurde.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="145"/>
        <source>The dashboard answered with HTTP status %1.</source>
        <translation>Das Dashboard hat mit HTTP-Status %1 geantwortet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="148"/>
        <source>The dashboard answered with HTTP status %1: %2</source>
        <translation>Das Dashboard hat mit HTTP-Status %1 geantwortet: %2</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayDashboardPoller</name>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="176"/>
        <source>The Ray dashboard is not polled: %1 is not an HTTP address.</source>
        <translation>Das Ray-Dashboard wird nicht abgefragt: %1 ist keine HTTP-Adresse.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="179"/>
        <source>The Ray dashboard is not polled: the server sent an invalid address.</source>
        <translation>Das Ray-Dashboard wird nicht abgefragt: Der Server hat eine ungültige Adresse gesendet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="182"/>
        <source>The Ray dashboard at %1 is not polled: here only this computer&apos;s own addresses may be reached.</source>
        <translation>Das Ray-Dashboard unter %1 wird nicht abgefragt: Hier dürfen nur die eigenen Adressen dieses Computers erreicht werden.</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="186"/>
        <source>The Ray dashboard at %1 sent an answer larger than %n MiB, which was not read.</source>
        <translation>
            <numerusform>Das Ray-Dashboard unter %1 hat eine Antwort größer als %n MiB gesendet; sie wurde nicht gelesen.</numerusform>
            <numerusform>Das Ray-Dashboard unter %1 hat eine Antwort größer als %n MiB gesendet; sie wurde nicht gelesen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="190"/>
        <source>The Ray dashboard at %1 did not answer within %n second(s).</source>
        <translation>
            <numerusform>Das Ray-Dashboard unter %1 hat nicht innerhalb von %n Sekunde geantwortet.</numerusform>
            <numerusform>Das Ray-Dashboard unter %1 hat nicht innerhalb von %n Sekunden geantwortet.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="194"/>
        <source>The Ray dashboard at %1 cannot be reached: %2</source>
        <translation>Das Ray-Dashboard unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="197"/>
        <source>No job was named to stop.</source>
        <translation>Es wurde kein Job zum Beenden angegeben.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="199"/>
        <source>The job cannot be stopped while the console shuts down.</source>
        <translation>Der Job kann nicht beendet werden, während die Konsole herunterfährt.</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayLogBundle</name>
    <message>
        <location filename="../models/ray/ray/raylogbundle.cpp" line="22"/>
        <source>No temporary folder could be made for the logs; check the free space of your temporary folder.</source>
        <translation>Für die Logs konnte kein temporärer Ordner angelegt werden; prüfen Sie den freien Platz Ihres temporären Ordners.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogbundle.cpp" line="26"/>
        <source>The logs could not be saved to %1: %2</source>
        <translation>Die Logs konnten nicht unter %1 gespeichert werden: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogbundle.cpp" line="28"/>
        <source>The node is dead in Ray; only alive nodes serve their logs.</source>
        <translation>Der Knoten ist in Ray tot; nur lebende Knoten liefern ihre Logs.</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayLogs</name>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="21"/>
        <source>The Ray dashboard at %1 could not be read: %2</source>
        <translation>Das Ray-Dashboard unter %1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="23"/>
        <source>The Ray dashboard at %1 did not answer with a list of log files.</source>
        <translation>Das Ray-Dashboard unter %1 hat nicht mit einer Liste von Logdateien geantwortet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="26"/>
        <source>Ray could not give the logs of VM %1: %2</source>
        <translation>Ray konnte die Logs von VM %1 nicht liefern: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="28"/>
        <source>Log file %1 of VM %2 is larger than the console reads (%3 bytes).</source>
        <translation>Logdatei %1 von VM %2 ist größer, als die Konsole liest (%3 Byte).</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="31"/>
        <source>The Ray dashboard stayed too busy to answer; search again later.</source>
        <translation>Das Ray-Dashboard blieb zu beschäftigt, um zu antworten; suchen Sie später erneut.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="35"/>
        <source>Ray&apos;s dashboard no longer knows the job %1; its logs are gone with it.</source>
        <translation>Das Ray-Dashboard kennt den Job %1 nicht mehr; seine Logs sind mit ihm verschwunden.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="38"/>
        <source>The job %1 was not submitted through the Jobs API, so Ray keeps no job log for it; read its driver&apos;s log file on the head node instead.</source>
        <translation>Der Job %1 wurde nicht über die Jobs-API übermittelt, daher führt Ray kein Job-Log für ihn; lesen Sie stattdessen die Logdatei seines Treibers auf dem Head-Knoten.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="42"/>
        <source>Ray could not give the log of job %1 (HTTP %2): %3</source>
        <translation>Ray konnte das Log des Jobs %1 nicht liefern (HTTP %2): %3</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="45"/>
        <source>The Ray dashboard at %1 did not answer with the log of job %2.</source>
        <translation>Das Ray-Dashboard unter %1 hat nicht mit dem Log des Jobs %2 geantwortet.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="48"/>
        <source>The log of job %1 is larger than the console reads (%2 bytes); read the file job-driver-%1.log on the head node instead, which is read as it streams.</source>
        <translation>Das Log des Jobs %1 ist größer, als die Konsole liest (%2 Bytes); lesen Sie stattdessen die Datei job-driver-%1.log auf dem Head-Knoten, die beim Übertragen gelesen wird.</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayMonitor</name>
    <message>
        <location filename="../models/ray/ray/raymonitor.cpp" line="15"/>
        <source>The console stopped reading this dashboard before Ray answered; whether the job stopped is not known. Its status shows once the dashboard is read again.</source>
        <translation>Die Konsole hat die Abfrage dieses Dashboards beendet, bevor Ray geantwortet hat; ob der Job beendet wurde, ist nicht bekannt. Sein Status wird angezeigt, sobald das Dashboard wieder abgefragt wird.</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raymonitor.cpp" line="19"/>
        <source>The job cannot be stopped: the cluster&apos;s Ray dashboard is not being read.</source>
        <translation>Der Job kann nicht beendet werden: Das Ray-Dashboard des Clusters wird nicht abgefragt.</translation>
    </message>
</context>
<context>
    <name>vmray::vmop::VersionDiscovery</name>
    <message>
        <location filename="../models/kube/vmop/vmoperator.cpp" line="167"/>
        <source>The server lists no versions of %1.</source>
        <translation>Der Server listet keine Versionen von %1 auf.</translation>
    </message>
</context>
</TS>
