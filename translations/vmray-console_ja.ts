<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AlarmText</name>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="12"/>
        <source>Ray cluster %1 has failed: %2</source>
        <translation>Ray クラスタ %1 が失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="14"/>
        <source>Ray cluster %1 is degraded: %2</source>
        <translation>Ray クラスタ %1 は低下状態です: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="16"/>
        <source>VM %1 has failed: %2</source>
        <translation>VM %1 が失敗しました: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="18"/>
        <source>VM %1 is wanted but has not come up: %2</source>
        <translation>VM %1 は必要ですが、起動していません: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="20"/>
        <source>Ray marks the node on VM %1 (%2) dead while the VM runs: %3</source>
        <translation>VM %1 (%2) は実行中ですが、Ray はそのノードを停止とみなしています: %3</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="22"/>
        <source>Ray gives no reason.</source>
        <translation>Ray は理由を示していません。</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="24"/>
        <source>The Ray dashboard of cluster %1 does not answer: %2</source>
        <translation>クラスタ %1 の Ray ダッシュボードが応答しません: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/console/console/alarmphrases.h" line="26"/>
        <source>The autoscaler of cluster %1 cannot place %n waiting demand(s).</source>
        <translation>
            <numerusform>クラスタ %1 のオートスケーラーは待機中の %n 件の要求を配置できません。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="30"/>
        <source>Namespace %1 uses %2 % of its %3 quota.</source>
        <translation>ネームスペース %1 は %3 のクォータの %2 % を使用しています。</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="32"/>
        <source>The session on %1 expires at %2 and no password is remembered; log in again to keep watching it.</source>
        <translation>%1 のセッションは %2 に期限切れになり、パスワードは保存されていません。監視を続けるには再度ログインしてください。</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="36"/>
        <source>The certificate pinned for %1 expires at %2; pin its successor once it is in use.</source>
        <translation>%1 に固定した証明書は %2 に期限切れになります。後継の証明書が使われ始めたら、それを固定してください。</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="39"/>
        <source>The certificate pinned for %1 expired at %2; pin its successor once it is in use.</source>
        <translation>%1 に固定した証明書は %2 に期限切れになりました。後継の証明書が使われ始めたら、それを固定してください。</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="42"/>
        <source>Supervisor %1 cannot be watched, so its alarms are unknown: %2</source>
        <translation>Supervisor %1 を監視できないため、そのアラームは不明です: %2</translation>
    </message>
    <message>
        <location filename="../models/console/console/alarmphrases.h" line="45"/>
        <source>no session or password is kept for it; connect to it once from the console and remember the password</source>
        <translation>セッションもパスワードも保存されていません。コンソールから一度接続し、パスワードを保存してください</translation>
    </message>
    <message>
        <location filename="../models/items/items/alarmbook.cpp" line="36"/>
        <source>another vmray console is keeping the alarms, so this one&apos;s alarms are shown here but not kept</source>
        <translation>別の vmray コンソールがアラームを保持しているため、このコンソールのアラームはここに表示されますが保存されません</translation>
    </message>
    <message>
        <location filename="../models/items/items/alarmbook.cpp" line="40"/>
        <source>the alarms cannot be kept in %1: %2</source>
        <translation>アラームを %1 に保存できません: %2</translation>
    </message>
    <message>
        <location filename="../models/items/items/alarmbook.cpp" line="42"/>
        <source>the alarms kept in %1 could not be read, so they start anew: %2</source>
        <translation>%1 に保存されたアラームを読み取れなかったため、新しく始めます: %2</translation>
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
        <translation>、%1 GiB</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="117"/>
        <source>, %1 MiB</source>
        <translation>、%1 MiB</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clustercatalog.cpp" line="119"/>
        <source>, %n GPU(s)</source>
        <translation>
            <numerusform>、%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="187"/>
        <source>A Ray cluster named &quot;%1&quot; already exists in namespace %2. Choose another name, or open the existing cluster.</source>
        <translation>名前空間 %2 には「%1」という名前の Ray クラスタがすでに存在します。別の名前を選択するか、既存のクラスタを開いてください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="199"/>
        <source>Namespace %1 has no VM image &quot;%2&quot;. Pick one of its images (the name starts with vmi-).</source>
        <translation>名前空間 %1 に VM イメージ「%2」はありません。この名前空間のイメージ (名前が vmi- で始まるもの) を選択してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="207"/>
        <source>&quot;%1&quot; is a cluster-wide image; the Ray operator looks up images of the namespace only. Add it to the namespace&apos;s content library, or pick a namespace image.</source>
        <translation>「%1」はクラスタ全体のイメージですが、Ray オペレーターは名前空間のイメージのみを検索します。このイメージを名前空間のコンテンツ ライブラリに追加するか、名前空間のイメージを選択してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="219"/>
        <source>Storage class &quot;%1&quot; is not available in namespace %2. Available: %3.</source>
        <translation>ストレージ クラス「%1」は名前空間 %2 で使用できません。使用可能: %3。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="223"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="234"/>
        <source>Node type %1 has GPUs (VM class %2), but the Ray image %3 has no CUDA; Ray&apos;s GPU images end in -gpu or -cu….</source>
        <translation>ノード タイプ %1 には GPU がありますが (VM クラス %2)、Ray イメージ %3 には CUDA が含まれていません。Ray の GPU イメージの名前は -gpu または -cu… で終わります。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="250"/>
        <source>VM class &quot;%1&quot; is not bound to namespace %2.</source>
        <translation>VM クラス「%1」は名前空間 %2 にバインドされていません。</translation>
    </message>
</context>
<context>
    <name>ClusterFile</name>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="22"/>
        <source>Line %1: %2</source>
        <translation>行 %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="24"/>
        <source>Cannot Open Cluster YAML</source>
        <translation>クラスタ YAML を開けません</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="25"/>
        <source>%1 is not a Ray cluster resource or ray up config.

%2</source>
        <translation>%1 は Ray クラスタ リソースでも ray up 構成でもありません。

%2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="26"/>
        <source>The file</source>
        <translation>このファイル</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="34"/>
        <source>line %1: %2</source>
        <translation>行 %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="36"/>
        <source>Converted from a ray up config.</source>
        <translation>ray up 構成から変換しました。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="37"/>
        <source>Converted from a ray up config. Notes on the original file: %1</source>
        <translation>ray up 構成から変換しました。元のファイルに関する注意事項: %1</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="47"/>
        <source>Save Cluster YAML</source>
        <translation>クラスタ YAML の保存</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="49"/>
        <location filename="../ui/wizard/clusterfile.cpp" line="72"/>
        <source>YAML files (*.yaml *.yml)</source>
        <translation>YAML ファイル (*.yaml *.yml)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="55"/>
        <source>Cannot Save</source>
        <translation>保存できません</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="56"/>
        <source>Could not write %1: %2. The YAML is still here; choose another place.</source>
        <translation>%1 に書き込めませんでした: %2。YAML は失われていません。別の場所を選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="65"/>
        <location filename="../ui/wizard/clusterfile.cpp" line="79"/>
        <source>Cannot Export</source>
        <translation>エクスポートできません</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="66"/>
        <source>The YAML has errors; fix those listed first, then export.</source>
        <translation>YAML にエラーがあります。表示されているエラーを修正してからエクスポートしてください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="70"/>
        <source>Export ray up Config</source>
        <translation>ray up 構成のエクスポート</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterfile.cpp" line="80"/>
        <source>Could not write %1: %2.</source>
        <translation>%1 に書き込めませんでした: %2。</translation>
    </message>
</context>
<context>
    <name>ClusterSpec</name>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="50"/>
        <source>The CRD requires worker_node (Ray&apos;s client and the README sample omit it); worker_node: {} is written.</source>
        <translation>CRD では worker_node が必須です (Ray のクライアントと README のサンプルでは省略されています)。worker_node: {} を書き込みます。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="76"/>
        <source>The CRD requires vm_password_salt_hash; an empty one is written, so the VMs&apos; user has no password.</source>
        <translation>CRD では vm_password_salt_hash が必須です。空の値を書き込むため、VM のユーザーにはパスワードが設定されません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="79"/>
        <source>Empty: the VMs&apos; user gets no password (log in with the SSH key).</source>
        <translation>空: VM のユーザーにはパスワードが設定されません (SSH キーでログインします)。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="133"/>
        <source>The CRD requires min_workers on every node type; 0 is written.</source>
        <translation>CRD ではすべてのノード タイプで min_workers が必須です。0 を書き込みます。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterfields.cpp" line="141"/>
        <source>The CRD requires max_workers on every node type; 0 is written.</source>
        <translation>CRD ではすべてのノード タイプで max_workers が必須です。0 を書き込みます。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="62"/>
        <source>Expected text here.</source>
        <translation>ここにはテキストを指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="73"/>
        <source>Expected a whole number, not %1.</source>
        <translation>%1 ではなく、整数を指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="75"/>
        <source>a list or map</source>
        <translation>リストまたはマップ</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="82"/>
        <location filename="../models/ray/ray/clusterresource.cpp" line="330"/>
        <source>The number is too large.</source>
        <translation>数値が大きすぎます。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="92"/>
        <source>Expected a number from 0 upwards.</source>
        <translation>0 以上の数値を指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="107"/>
        <source>Expected true or false.</source>
        <translation>true または false を指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="117"/>
        <source>Expected a list of commands.</source>
        <translation>コマンドのリストを指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="138"/>
        <location filename="../models/ray/ray/clusterresource.cpp" line="293"/>
        <source>Expected a map of fields here.</source>
        <translation>ここにはフィールドのマップを指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="145"/>
        <source>This field is given twice.</source>
        <translation>このフィールドは 2 回指定されています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="166"/>
        <source>The VMRayCluster resource has no such field; the API server would drop it. It is kept as written.</source>
        <translation>VMRayCluster リソースにこのフィールドはありません。API サーバでは破棄されます。ここでは記述どおりに保持されます。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="324"/>
        <source>The CRD takes memory as a number of bytes; %1 becomes %2.</source>
        <translation>CRD ではメモリをバイト数で指定します。%1 は %2 に変換されます。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="350"/>
        <source>The CRD spells this key %2; %1 is read as %2.</source>
        <translation>CRD ではこのキーの表記は %2 です。%1 は %2 として読み取ります。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="363"/>
        <source>Expected a map of labels.</source>
        <translation>ラベルのマップを指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="376"/>
        <source>Expected a map of VM names to node types.</source>
        <translation>VM 名からノード タイプへのマップを指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="392"/>
        <source>Expected a map of node types here.</source>
        <translation>ここにはノード タイプのマップを指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="401"/>
        <source>This node type is given twice.</source>
        <translation>このノード タイプは 2 回指定されています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="426"/>
        <source>Expected a VMRayCluster resource (a map with apiVersion, kind, metadata and spec).</source>
        <translation>VMRayCluster リソース (apiVersion、kind、metadata、spec を含むマップ) を指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="453"/>
        <source>Expected apiVersion vmray.broadcom.com/v1alpha1 and kind VMRayCluster, not %1 %2.</source>
        <translation>apiVersion には vmray.broadcom.com/v1alpha1、kind には VMRayCluster を指定してください (現在の値: %1 %2)。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="455"/>
        <location filename="../models/ray/ray/clusterresource.cpp" line="456"/>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterresource.cpp" line="459"/>
        <source>The resource has no spec.</source>
        <translation>リソースに spec がありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterspec.cpp" line="67"/>
        <source>The file is %L1 MB; Kubernetes stores objects of at most 1.5 MiB, so it cannot be a cluster resource. Is it the right file?</source>
        <translation>ファイルのサイズは %L1 MB です。Kubernetes に保存できるオブジェクトは最大 1.5 MiB のため、このファイルはクラスタ リソースではありません。正しいファイルかどうかを確認してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterspec.cpp" line="90"/>
        <source>The YAML cannot be read: %1.</source>
        <translation>YAML を読み取れません: %1。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="75"/>
        <source>Required.</source>
        <translation>必須です。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="108"/>
        <source>Use lower-case letters, digits and dashes, starting with a letter and ending with a letter or digit (DNS-1035), e.g. ray-dev.</source>
        <translation>英小文字、数字、ダッシュを使用し、先頭は英字、末尾は英字または数字にしてください (DNS-1035)。例: ray-dev。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="114"/>
        <source>At most 49 characters, so the head VM&apos;s name stays within 63.</source>
        <translation>ヘッド VM の名前が 63 文字以内に収まるよう、49 文字以内にしてください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="118"/>
        <source>Define at least one node type.</source>
        <translation>ノード タイプを少なくとも 1 つ定義してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="135"/>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="137"/>
        <source>At most 255.</source>
        <translation>255 以下にしてください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="141"/>
        <source>%1 is not one of the node types (%2).</source>
        <translation>%1 はノード タイプ (%2) のいずれでもありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="125"/>
        <source>The minimum of workers (%1) is more than the maximum (%2).</source>
        <translation>ワーカーの最小数 (%1) が最大数 (%2) を超えています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="130"/>
        <source>The maximum of workers (%1) is more than the cluster&apos;s maximum total workers (%2).</source>
        <translation>ワーカーの最大数 (%1) がクラスタのワーカー最大合計数 (%2) を超えています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="149"/>
        <source>The node types&apos; minimums of workers add up to %1, more than the maximum total workers (%2).</source>
        <translation>ノード タイプのワーカー最小数の合計が %1 で、ワーカーの最大合計数 (%2) を超えています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="157"/>
        <source>Not a valid image reference; expected e.g. rayproject/ray:2.9.0 or registry.example.com:5000/team/ray:latest-gpu.</source>
        <translation>有効なイメージ参照ではありません。rayproject/ray:2.9.0 や registry.example.com:5000/team/ray:latest-gpu のように指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="165"/>
        <source>Not a valid VM name.</source>
        <translation>有効な VM 名ではありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="172"/>
        <source>Expected a SHA-512 crypt hash ($6$salt$hash), not a password.</source>
        <translation>パスワードではなく、SHA-512 crypt ハッシュ ($6$salt$hash) を指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="174"/>
        <source>A port from 1 to 65535.</source>
        <translation>1 ～ 65535 のポートを指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="183"/>
        <source>This holds a private key. Only the CA&apos;s certificate belongs here, since every user of the namespace can read the cluster: remove the key (if it came from the connection&apos;s CA file, keep the key in a file of its own).</source>
        <translation>ここには秘密キーが含まれています。名前空間のすべてのユーザーがクラスタを読み取れるため、ここには CA の証明書のみを指定してください。キーを削除してください (接続の CA ファイルから取得したキーの場合は、キーを別のファイルに保存してください)。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="190"/>
        <source>No PEM certificate here (-----BEGIN CERTIFICATE-----); only certificates are sent.</source>
        <translation>ここには PEM 証明書 (-----BEGIN CERTIFICATE-----) がありません。送信されるのは証明書のみです。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustervalidation.cpp" line="211"/>
        <source>The CRD requires this field; the API server refuses the resource without it. (Opening the file in the cluster wizard or converting it with --to-cr fills it in.)</source>
        <translation>このフィールドは CRD で必須です。このフィールドがないと、API サーバはリソースを拒否します (クラスタ ウィザードでファイルを開くか、--to-cr で変換すると補完されます)。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="191"/>
        <source>Expected a `ray up` cluster config with a provider section.</source>
        <translation>provider セクションを含む `ray up` クラスタ構成を指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="200"/>
        <source>Expected provider type vsphere.</source>
        <translation>provider の type には vsphere を指定してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="216"/>
        <source>A VMRayCluster has no place for this `ray up` field; it is not carried over.</source>
        <translation>この `ray up` フィールドに対応する項目が VMRayCluster にないため、引き継がれません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayupconfig.cpp" line="254"/>
        <source>The `ray up` config cannot be read: %1.</source>
        <translation>`ray up` 構成を読み取れません: %1。</translation>
    </message>
</context>
<context>
    <name>ClusterState</name>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="24"/>
        <source>Scaled down; waiting for the operator to remove it.</source>
        <translation>スケール ダウンされました。オペレーターによる削除を待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="26"/>
        <source>The VM could not be deployed.</source>
        <translation>VM をデプロイできませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="28"/>
        <source>Waiting for the head&apos;s service IP address.</source>
        <translation>ヘッドのサービス IP アドレスを待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="30"/>
        <source>Waiting for the head node to run.</source>
        <translation>ヘッド ノードの実行を待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="32"/>
        <source>Waiting for the VM to be created.</source>
        <translation>VM の作成を待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="34"/>
        <source>The VM lost its IP address or cannot be read.</source>
        <translation>VM の IP アドレスが失われたか、VM を読み取れません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="36"/>
        <source>The operator reports a failure.</source>
        <translation>オペレーターが障害を報告しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="38"/>
        <source>The VM is up; Ray is starting.</source>
        <translation>VM は起動済みです。Ray を起動しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="40"/>
        <source>vSphere is creating the VM.</source>
        <translation>vSphere で VM を作成しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="42"/>
        <source>vSphere is powering the VM on.</source>
        <translation>vSphere で VM をパワーオンしています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="44"/>
        <source>The VM is powered off.</source>
        <translation>VM はパワーオフされています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterstate.cpp" line="46"/>
        <source>Waiting for an IP address.</source>
        <translation>IP アドレスを待機しています。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterhealth.cpp" line="16"/>
        <source>%n VM(s) left.</source>
        <translation>
            <numerusform>VM が %n 台残っています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="18"/>
        <source>Head node: %1</source>
        <translation>ヘッド ノード: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="20"/>
        <source>Waiting for the operator.</source>
        <translation>オペレーターを待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="22"/>
        <source>Waiting for the head.</source>
        <translation>ヘッドを待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clusterhealth.cpp" line="23"/>
        <source>Worker %1: %2</source>
        <translation>ワーカー %1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterhealth.cpp" line="25"/>
        <source>%1 of %n worker(s) running.</source>
        <translation>
            <numerusform>%n 台中 %1 台のワーカーが実行中です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/clusterstate.cpp" line="48"/>
        <source>The cluster is gone; %n VM(s) are still being deleted.</source>
        <translation>
            <numerusform>クラスタは削除されました。%n 台の VM がまだ削除中です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="75"/>
        <source> [cluster-wide]</source>
        <translation> [クラスタ全体]</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="117"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="118"/>
        <source>Namespace</source>
        <translation>名前空間</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="119"/>
        <source>API server</source>
        <translation>API サーバー</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="120"/>
        <source>CA certificate</source>
        <translation>CA 証明書</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="121"/>
        <source>Ray image</source>
        <translation>Ray イメージ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="122"/>
        <source>Head port</source>
        <translation>ヘッド ポート</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="123"/>
        <source>Head node type</source>
        <translation>ヘッドのノード タイプ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="124"/>
        <source>VM image</source>
        <translation>VM イメージ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="125"/>
        <source>Storage class</source>
        <translation>ストレージ クラス</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="126"/>
        <source>VM user</source>
        <translation>VM ユーザー</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="127"/>
        <source>VM password</source>
        <translation>VM パスワード</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="128"/>
        <source>Maximum total workers</source>
        <translation>ワーカーの最大合計数</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="130"/>
        <source>Remove idle workers after</source>
        <translation>アイドル ワーカーを削除するまでの時間</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="131"/>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="132"/>
        <source>Registry</source>
        <translation>レジストリ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="140"/>
        <source>VM class</source>
        <translation>VM クラス</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="141"/>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="142"/>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="143"/>
        <source>CPUs for Ray</source>
        <translation>Ray 用 CPU</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="144"/>
        <source>GPUs for Ray</source>
        <translation>Ray 用 GPU</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="145"/>
        <source>Memory for Ray</source>
        <translation>Ray 用メモリ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="159"/>
        <source>Head node</source>
        <translation>ヘッド ノード</translation>
    </message>
    <message>
        <location filename="../ui/wizard/wizardfields.cpp" line="160"/>
        <source>Worker node type %1</source>
        <translation>ワーカー ノード タイプ %1</translation>
    </message>
</context>
<context>
    <name>ConnectionProfile</name>
    <message>
        <location filename="../models/supervisor/supervisor/connectionprofile.cpp" line="114"/>
        <source>The Supervisor is reached over HTTPS only; %1 asks for plain HTTP. Enter the address without http://.</source>
        <translation>スーパーバイザーには HTTPS でのみ接続できますが、%1 は暗号化されていない HTTP を指定しています。http:// を付けずにアドレスを入力してください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionprofile.cpp" line="121"/>
        <source>%1 is not an address the console can connect to; enter the Supervisor&apos;s host name or address, e.g. 10.0.0.10.</source>
        <translation>%1 はコンソールが接続できるアドレスではありません。スーパーバイザーのホスト名またはアドレスを入力してください (例: 10.0.0.10)。</translation>
    </message>
</context>
<context>
    <name>CreatedClusterText</name>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="18"/>
        <source>Ray cluster %1 was deleted.</source>
        <translation>Ray クラスタ %1 は削除されました。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="27"/>
        <source>the server sent an invalid address</source>
        <translation>サーバが無効なアドレスを送信しました</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="29"/>
        <source>address pending</source>
        <translation>アドレス保留中</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="29"/>
        <source>pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="34"/>
        <source>The head node of %1 is running; Ray is %2. Ray dashboard: %3. The console keeps following the cluster in the main window.</source>
        <translation>%1 のヘッド ノードは実行中です。Ray の状態: %2。Ray ダッシュボード: %3。コンソールは引き続きメイン ウィンドウでクラスタを追跡します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="36"/>
        <source>starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="43"/>
        <source>Created %1. Head VM: %2; load balancer address: %3.</source>
        <translation>%1 を作成しました。ヘッド VM: %2、ロード バランサのアドレス: %3。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="44"/>
        <source>not deployed yet</source>
        <translation>未デプロイ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="46"/>
        <source>The operator reports a problem: %1</source>
        <translation>オペレーターが問題を報告しています: %1</translation>
    </message>
    <message>
        <location filename="../ui/wizard/createdclustertext.cpp" line="48"/>
        <source>Now: %1.</source>
        <translation>現在: %1。</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <location filename="../ui/errortext.cpp" line="14"/>
        <source>The Supervisor could not be reached: %1. Check the address and your network.</source>
        <translation>スーパーバイザーに接続できませんでした: %1。アドレスとネットワークを確認してください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="17"/>
        <source>The CA certificate for this connection cannot be used: %1. Choose a readable PEM file, or another way to trust the server.</source>
        <translation>この接続の CA 証明書を使用できません: %1。読み取り可能な PEM ファイルを選択するか、別の方法でサーバを信頼してください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="27"/>
        <source>The secure connection failed: %1.</source>
        <translation>セキュアな接続に失敗しました: %1。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="21"/>
        <source>The Supervisor&apos;s certificate is not the pinned one: it presents SHA-256 %1, the connection accepts only %2. Someone may be posing as the Supervisor; nothing was sent to it. If the vSphere Client shows that the Supervisor&apos;s certificate was replaced, review the new one in the connect dialog (Ctrl+O).</source>
        <translation>スーパーバイザーの証明書は固定された証明書ではありません。提示された SHA-256 は %1 ですが、この接続が受け付けるのは %2 のみです。何者かがスーパーバイザーになりすましている可能性があります。何も送信していません。vSphere Client でスーパーバイザーの証明書が置き換えられたことを確認できた場合は、接続ダイアログ (Ctrl+O) で新しい証明書を確認してください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="29"/>
        <source>The Supervisor&apos;s certificate is not trusted (%1). Its SHA-256 fingerprint is %2. Trust it only if it matches the Supervisor&apos;s certificate as the vSphere Client shows it (Workload Management, the Supervisor&apos;s certificates).</source>
        <translation>スーパーバイザーの証明書は信頼されていません (%1)。SHA-256 フィンガープリントは %2 です。vSphere Client に表示されるスーパーバイザーの証明書 (ワークロード管理、スーパーバイザーの証明書) と一致する場合にのみ信頼してください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="34"/>
        <source>The Supervisor did not answer in time. Try again; if it keeps happening, the Supervisor may be overloaded.</source>
        <translation>スーパーバイザーが時間内に応答しませんでした。再試行してください。問題が解決しない場合は、スーパーバイザーが過負荷になっている可能性があります。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="38"/>
        <source>The token holds control characters or characters outside ASCII, so it cannot be a token and was not sent: it could add lines of its own to the request. Check where it comes from (a kubeconfig&apos;s token or token file), or log in with your password.</source>
        <translation>トークンに制御文字または ASCII 以外の文字が含まれているため、有効なトークンではなく、送信しませんでした。このトークンは要求に独自の行を追加できてしまいます。トークンの入手元 (kubeconfig のトークンまたはトークン ファイル) を確認するか、パスワードでログインしてください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="43"/>
        <source>The user name or password was not accepted, or the session has expired. Check them and log in again.</source>
        <translation>ユーザー名またはパスワードが受け入れられなかったか、セッションの有効期限が切れています。確認してから再度ログインしてください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="47"/>
        <source>Your account may not do this: %1</source>
        <translation>お使いのアカウントにはこの操作の権限がありません: %1</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="49"/>
        <source>Not found on this server: %1. Is this a vSphere Supervisor?</source>
        <translation>このサーバに見つかりません: %1。vSphere スーパーバイザーであることを確認してください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="51"/>
        <source>The Supervisor is busy (too many requests). The console retries on its own.</source>
        <translation>スーパーバイザーがビジー状態です (要求が多すぎます)。コンソールが自動的に再試行します。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="54"/>
        <source>The Supervisor reported an internal error (HTTP %1): %2. Try again later.</source>
        <translation>スーパーバイザーで内部エラーが発生しました (HTTP %1): %2。後でもう一度お試しください。</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="57"/>
        <source>The Supervisor refused the request (HTTP %1): %2</source>
        <translation>スーパーバイザーが要求を拒否しました (HTTP %1): %2</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="59"/>
        <source>The Supervisor&apos;s answer could not be read: %1</source>
        <translation>スーパーバイザーの応答を読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../ui/errortext.cpp" line="60"/>
        <source>Cancelled.</source>
        <translation>キャンセルされました。</translation>
    </message>
</context>
<context>
    <name>HeadWizardPage</name>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="6"/>
        <source>Head node</source>
        <translation>ヘッド ノード</translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="9"/>
        <source>The VM that runs Ray&apos;s head: the GCS, the dashboard and the autoscaler. It runs no workloads of its own.</source>
        <translation>Ray のヘッド (GCS、ダッシュボード、オートスケーラー) を実行する VM です。この VM 自体ではワークロードを実行しません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="15"/>
        <source>VM &amp;class:</source>
        <translation>VM クラス(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/headpage.ui" line="28"/>
        <source>Ray &amp;port:</source>
        <translation>Ray ポート(&amp;P):</translation>
    </message>
</context>
<context>
    <name>ImageWizardPage</name>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="6"/>
        <source>VM image and login</source>
        <translation>VM イメージとログイン</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="9"/>
        <source>What every node VM boots, where its disks live, the Ray container image, and the user for logging in to the VMs.</source>
        <translation>各ノード VM の起動イメージ、ディスクの格納場所、Ray コンテナ イメージ、および VM へのログインに使用するユーザーを指定します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="15"/>
        <source>VM &amp;image:</source>
        <translation>VM イメージ(&amp;I):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="28"/>
        <source>&amp;Storage class:</source>
        <translation>ストレージ クラス(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="41"/>
        <source>&amp;Ray container image:</source>
        <translation>Ray コンテナ イメージ(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="54"/>
        <source>VM &amp;user:</source>
        <translation>VM ユーザー(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="67"/>
        <source>&amp;Password:</source>
        <translation>パスワード(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="84"/>
        <source>Repeat passwor&amp;d:</source>
        <translation>パスワードの再入力(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.ui" line="101"/>
        <source>The password is hashed here (SHA-512 crypt with a random salt); only the hash goes to the Supervisor.</source>
        <translation>パスワードはここでハッシュ化されます (ランダムなソルトを使用した SHA-512 crypt)。スーパーバイザーに送信されるのはハッシュのみです。</translation>
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
            <numerusform>%n バイト</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="39"/>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 はフォルダであり、ファイルではありません。</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="41"/>
        <source>%1 is a pipe (FIFO), not a regular file; the console reads only regular files.</source>
        <translation>%1 はパイプ (FIFO) であり、通常のファイルではありません。コンソールが読み取るのは通常のファイルのみです。</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="46"/>
        <source>%1 is a device, not a regular file; the console reads only regular files.</source>
        <translation>%1 はデバイスであり、通常のファイルではありません。コンソールが読み取るのは通常のファイルのみです。</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="50"/>
        <source>%1 is not a regular file; the console reads only regular files.</source>
        <translation>%1 は通常のファイルではありません。コンソールが読み取るのは通常のファイルのみです。</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="56"/>
        <source>%1 is larger than %2; it is not read.</source>
        <translation>%1 は %2 より大きいため、読み取りません。</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="79"/>
        <source>No file is named.</source>
        <translation>ファイルが指定されていません。</translation>
    </message>
    <message>
        <location filename="../models/kube/kube/localfile.cpp" line="90"/>
        <location filename="../models/kube/kube/localfile.cpp" line="95"/>
        <location filename="../models/kube/kube/localfile.cpp" line="115"/>
        <source>%1 cannot be read: %2.</source>
        <translation>%1 を読み取れません: %2。</translation>
    </message>
</context>
<context>
    <name>OptionsWizardPage</name>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="6"/>
        <source>Network, TLS and registry</source>
        <translation>ネットワーク、TLS、レジストリ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="9"/>
        <source>All optional. Without a network the VMs use the namespace&apos;s default.</source>
        <translation>すべてオプションです。ネットワークを指定しない場合、VM は名前空間のデフォルト ネットワークを使用します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="15"/>
        <source>N&amp;etwork:</source>
        <translation>ネットワーク(&amp;E):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="25"/>
        <source>the namespace&apos;s default network</source>
        <translation>名前空間のデフォルト ネットワーク</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="32"/>
        <source>Encrypt Ray&apos;s own traffic with &amp;TLS</source>
        <translation>Ray 自体の通信を TLS で暗号化する(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="42"/>
        <source>Supervisor &amp;CA for the autoscaler:</source>
        <translation>オートスケーラー用のスーパーバイザー CA(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="58"/>
        <source>Without it, the head&apos;s autoscaler does not verify the Supervisor&apos;s certificate.</source>
        <translation>指定しない場合、ヘッドのオートスケーラーはスーパーバイザーの証明書を検証しません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="64"/>
        <source>-----BEGIN CERTIFICATE-----</source>
        <translation>-----BEGIN CERTIFICATE-----</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="71"/>
        <source>Credentials for a private container registry are stored in the namespace as a secret named after the cluster (&lt;cluster&gt;-docker-auth) before the cluster is created.</source>
        <translation>プライベート コンテナ レジストリの認証情報は、クラスタの作成前に、クラスタ名に基づく名前 (&lt;cluster&gt;-docker-auth) のシークレットとして名前空間に保存されます。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="81"/>
        <source>Re&amp;gistry:</source>
        <translation>レジストリ(&amp;G):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="91"/>
        <source>e.g. registry.example.com</source>
        <translation>例: registry.example.com</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="98"/>
        <source>Registry &amp;user:</source>
        <translation>レジストリ ユーザー(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/optionspage.ui" line="111"/>
        <source>Registry pass&amp;word:</source>
        <translation>レジストリ パスワード(&amp;W):</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="32"/>
        <source>Object</source>
        <comment>column: the kind of object a teardown deletes</comment>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="33"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="34"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
</context>
<context>
    <name>RayObservation</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/rayobservation.cpp" line="14"/>
        <source>Ray does not list this node %n minute(s) after its VM started running; it may need to be recreated.</source>
        <translation>
            <numerusform>VM の起動から %n 分経っても、Ray はこのノードを認識していません。再作成が必要な可能性があります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayobservation.cpp" line="19"/>
        <source>Ray reports this node dead while its VM runs.</source>
        <translation>VM は実行中ですが、Ray はこのノードを停止状態と報告しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/rayobservation.cpp" line="21"/>
        <source>Ray reports this node dead while its VM runs: %1</source>
        <translation>VM は実行中ですが、Ray はこのノードを停止状態と報告しています: %1</translation>
    </message>
</context>
<context>
    <name>TargetWizardPage</name>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="6"/>
        <source>Where the cluster goes</source>
        <translation>クラスタの配置先</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="9"/>
        <source>The vSphere Namespace the Ray cluster&apos;s VMs run in, and its name.</source>
        <translation>Ray クラスタの VM を実行する vSphere 名前空間と、クラスタの名前を指定します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="15"/>
        <source>Supervisor:</source>
        <translation>スーパーバイザー:</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="48"/>
        <source>Na&amp;mespace:</source>
        <translation>名前空間(&amp;M):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="28"/>
        <source>&amp;Cluster name:</source>
        <translation>クラスタ名(&amp;C):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="41"/>
        <source>e.g. ray-dev</source>
        <translation>例: ray-dev</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="61"/>
        <source>Supervisor &amp;address for the autoscaler:</source>
        <translation>オートスケーラー用のスーパーバイザー アドレス(&amp;A):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.ui" line="71"/>
        <source>The address the head node&apos;s autoscaler uses to reach this Supervisor.</source>
        <translation>ヘッド ノードのオートスケーラーがこのスーパーバイザーへの接続に使用するアドレス。</translation>
    </message>
</context>
<context>
    <name>TaskText</name>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="14"/>
        <source>The console was closed before this task ended; its outcome was not seen. Check the object on the Supervisor.</source>
        <translation>このタスクの終了前にコンソールが閉じられたため、結果を確認できませんでした。スーパーバイザーでオブジェクトを確認してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="18"/>
        <source>The console was disconnected from the Supervisor before this task ended; check the object on the Supervisor.</source>
        <translation>このタスクの終了前にコンソールとスーパーバイザーの接続が切断されました。スーパーバイザーでオブジェクトを確認してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="22"/>
        <source>Not connected.</source>
        <translation>接続されていません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="26"/>
        <source>another vmray console is using the task log, so this one&apos;s tasks are shown here but not kept</source>
        <translation>別の vmray コンソールがタスク ログを使用しているため、このコンソールのタスクはここに表示されますが保存されません</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="32"/>
        <source>Checking the cluster on the Supervisor (dry run).</source>
        <translation>スーパーバイザーでクラスタを確認しています (ドライ ラン)。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="34"/>
        <source>Storing the registry credentials as secret %1.</source>
        <translation>レジストリの認証情報をシークレット %1 として保存しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="36"/>
        <source>Creating the cluster resource.</source>
        <translation>クラスタ リソースを作成しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="38"/>
        <source>The cluster was not created.</source>
        <translation>クラスタは作成されませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="40"/>
        <source>The wizard was closed before the create ended; check whether the cluster exists.</source>
        <translation>作成が完了する前にウィザードが閉じられました。クラスタが存在するかどうかを確認してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="43"/>
        <source>The console was disconnected before the cluster was up.</source>
        <translation>クラスタの起動完了前にコンソールが切断されました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="45"/>
        <source>The cluster was deleted before it was up.</source>
        <translation>クラスタは起動完了前に削除されました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="47"/>
        <source>Ray cluster %1 no longer exists.</source>
        <translation>Ray クラスタ %1 はもう存在しません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="49"/>
        <source>The cluster was not up %n minute(s) after it was created; see its conditions.</source>
        <translation>
            <numerusform>作成から %n 分経ってもクラスタが起動していません。コンディションを確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="53"/>
        <source>Waiting for the operator to deploy the cluster&apos;s VMs.</source>
        <translation>オペレーターがクラスタの VM をデプロイするのを待っています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="55"/>
        <source>The cluster is being deleted before it was up.</source>
        <translation>クラスタは起動完了前に削除中です。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="57"/>
        <source>The operator&apos;s pre-flight check failed.</source>
        <translation>オペレーターの事前チェックが失敗しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="59"/>
        <source>The head node failed to start.</source>
        <translation>ヘッドノードの起動に失敗しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="61"/>
        <source>The head node&apos;s VM failed.</source>
        <translation>ヘッドノードの VM が失敗しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="63"/>
        <source>The cluster is healthy; its head node runs.</source>
        <translation>クラスタは正常で、ヘッドノードが稼働しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="65"/>
        <source>The cluster is healthy; its head node runs at %1.</source>
        <translation>クラスタは正常で、ヘッドノードが %1 で稼働しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="67"/>
        <source>The head node runs; waiting for the cluster to be healthy.</source>
        <translation>ヘッドノードは稼働中です。クラスタが正常になるのを待っています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="69"/>
        <source>The head node&apos;s VM is %1.</source>
        <translation>ヘッドノードの VM は %1 です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="73"/>
        <source>%1 of %n VM(s) gone</source>
        <translation>
            <numerusform>VM %n 台中 %1 台が削除済み</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="76"/>
        <source>Deleting the cluster resource.</source>
        <translation>クラスタ リソースを削除しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="78"/>
        <source>The operator failed to delete the cluster (%1); it retries every minute. %2.</source>
        <translation>オペレーターはクラスタを削除できませんでした (%1)。1 分ごとに再試行します。%2。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="81"/>
        <source>The operator has not finished after %n minute(s); %1.</source>
        <translation>
            <numerusform>%n 分経過しても、オペレーターの処理が完了していません。%1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="84"/>
        <source>The operator is removing the cluster&apos;s resources; %1.</source>
        <translation>オペレーターがクラスタのリソースを削除しています。%1。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="86"/>
        <source>The cluster resource is gone; waiting for its VMs: %1.</source>
        <translation>クラスタ リソースは削除されました。VM の削除を待機しています: %1。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="88"/>
        <source>Nothing was deleted: the name %1 now belongs to a cluster created after the teardown was confirmed.</source>
        <translation>何も削除されませんでした: 名前 %1 は、削除の確認後に作成されたクラスタで使用されています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="92"/>
        <source>The delete was sent, but its progress could not be followed.</source>
        <translation>削除要求は送信されましたが、進行状況を追跡できませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="94"/>
        <source>The cluster could not be deleted.</source>
        <translation>クラスタを削除できませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="96"/>
        <source>The cluster is gone, but the operator did not delete %1. They may be workers the autoscaler added while the cluster was being deleted; delete them in the namespace %2 if nothing else uses them.</source>
        <translation>クラスタは削除されましたが、オペレーターは %1 を削除しませんでした。これらは、クラスタの削除中にオートスケーラーが追加したワーカーである可能性があります。ほかで使用されていない場合は、名前空間 %2 で削除してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="101"/>
        <source>The cluster was already gone, and so is its VM.</source>
        <translation>クラスタはすでに削除されており、その VM も削除されています。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="103"/>
        <source>The cluster was already gone, and so are its %n VM(s).</source>
        <translation>
            <numerusform>クラスタはすでに削除されており、その %n 台の VM も削除されています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="106"/>
        <source>Deleted the cluster and its VM.</source>
        <translation>クラスタとその VM を削除しました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/taskphrases.h" line="108"/>
        <source>Deleted the cluster and its %n VM(s).</source>
        <translation>
            <numerusform>クラスタとその %n 台の VM を削除しました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="111"/>
        <source>The operator removed its secrets.</source>
        <translation>オペレーターがシークレットを削除しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="113"/>
        <source>Whether these secrets are gone could not be checked: %1.</source>
        <translation>次のシークレットが削除されたかどうかを確認できませんでした: %1。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="115"/>
        <source>The VM service %1 is gone.</source>
        <translation>VM サービス %1 は削除されました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="117"/>
        <source>These secrets of the operator are still there: %1.</source>
        <translation>オペレーターの次のシークレットがまだ残っています: %1。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="119"/>
        <source>Deleted the secret %1.</source>
        <translation>シークレット %1 を削除しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="121"/>
        <source>Kept the secret %1: it was replaced since the teardown was confirmed.</source>
        <translation>シークレット %1 は、削除の確認後に置き換えられたため保持しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="124"/>
        <source>Could not delete the secret %1: %2</source>
        <translation>シークレット %1 を削除できませんでした: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="128"/>
        <source>The VM %1 was deleted, but its return cannot be followed: %2</source>
        <translation>VM %1 は削除されましたが、再デプロイを追跡できません: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="130"/>
        <source>The cluster %1 is being deleted or is gone, so the operator will not deploy the node again.</source>
        <translation>クラスタ %1 は削除中か、すでに存在しないため、オペレーターはノードを再デプロイしません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="134"/>
        <source>The autoscaler no longer wants the node %1, so the operator will not deploy it again.</source>
        <translation>オートスケーラーがノード %1 を必要としなくなったため、オペレーターはこのノードを再デプロイしません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="138"/>
        <source>Deleting the VM %1.</source>
        <translation>VM %1 を削除しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="140"/>
        <source>The VM is gone; waiting for the operator to deploy it again.</source>
        <translation>VM は削除されました。オペレーターによる再デプロイを待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="142"/>
        <source>The operator deployed a new VM %1; waiting for it to run.</source>
        <translation>オペレーターが新しい VM %1 をデプロイしました。実行されるのを待機しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="144"/>
        <source>The new VM %1 is not up: %2</source>
        <translation>新しい VM %1 は起動していません: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="146"/>
        <source>The node %1 was deployed again and runs.</source>
        <translation>ノード %1 は再デプロイされ、実行中です。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="148"/>
        <source>Nothing was deleted: the VM %1 was replaced since it was chosen.</source>
        <translation>何も削除されませんでした: VM %1 は選択後に置き換えられています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="153"/>
        <source>Ray accepted the stop, but the job has not ended yet.</source>
        <translation>Ray は停止を受け付けましたが、ジョブはまだ終了していません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="155"/>
        <source>The Ray dashboard did not answer the stop.</source>
        <translation>Ray ダッシュボードが停止要求に応答しませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="157"/>
        <source>Look at the job in the cluster&apos;s Ray dashboard.</source>
        <translation>クラスタの Ray ダッシュボードでジョブを確認してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="159"/>
        <source>Asking Ray to stop the job.</source>
        <translation>Ray にジョブの停止を要求しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="161"/>
        <source>The cluster&apos;s Ray dashboard is not being read.</source>
        <translation>クラスタの Ray ダッシュボードは読み取られていません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="163"/>
        <source>The console stopped reading the cluster&apos;s Ray dashboard before the job ended; look at the job there.</source>
        <translation>ジョブの終了前にコンソールがクラスタの Ray ダッシュボードの読み取りを止めました。ダッシュボードでジョブを確認してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="167"/>
        <source>The job was not stopped.</source>
        <translation>ジョブは停止されませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="169"/>
        <source>The job had already ended.</source>
        <translation>ジョブはすでに終了していました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="171"/>
        <source>Ray is stopping the job.</source>
        <translation>Ray がジョブを停止しています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="173"/>
        <source>The job stopped.</source>
        <translation>ジョブが停止しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="175"/>
        <source>The job ended on its own (succeeded) before it stopped.</source>
        <translation>ジョブは停止前に自ら終了しました (成功)。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/taskphrases.h" line="177"/>
        <source>The job ended as failed.</source>
        <translation>ジョブは失敗として終了しました。</translation>
    </message>
</context>
<context>
    <name>WebConsole</name>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="23"/>
        <source>The console&apos;s key pair could not be made.</source>
        <translation>コンソールの鍵ペアを作成できませんでした。</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="25"/>
        <source>The Supervisor refused to open a console for VM %1: %2</source>
        <translation>Supervisor は VM %1 のコンソールを開くことを拒否しました: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/vmop/webconsole.cpp" line="27"/>
        <source>VM Operator did not answer the console request for VM %1 within %n second(s).</source>
        <translation>
            <numerusform>VM Operator は VM %1 のコンソール要求に %n 秒以内に応答しませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="31"/>
        <source>It said: %1</source>
        <translation>メッセージ: %1</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="33"/>
        <source>The console ticket for VM %1 could not be decrypted with the key that asked for it; open the console again.</source>
        <translation>VM %1 のコンソール チケットを、要求した鍵で復号できませんでした。コンソールをもう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="37"/>
        <source>VM Operator gave the console of VM %1 a proxy address the console does not open: %2</source>
        <translation>VM Operator が VM %1 のコンソールに、このコンソールでは開かないプロキシ アドレスを指定しました: %2</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="40"/>
        <source>The console ticket for VM %1 expired before it could be opened; open the console again.</source>
        <translation>VM %1 のコンソール チケットは開く前に期限切れになりました。コンソールをもう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../models/kube/vmop/webconsole.cpp" line="44"/>
        <source>The console request for VM %1 was deleted before VM Operator answered it.</source>
        <translation>VM %1 のコンソール要求は、VM Operator が応答する前に削除されました。</translation>
    </message>
</context>
<context>
    <name>YamlLimits</name>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="27"/>
        <source>The YAML is nested more than %n level(s) deep.</source>
        <translation>
            <numerusform>YAML のネストが %n レベルを超えています。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/kube/kube/yamllimits.cpp" line="37"/>
        <source>The text has %L1 bytes; at most %L2 are read.</source>
        <translation>テキストは %L1 バイトです。読み取れるのは最大 %L2 バイトです。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="227"/>
        <source>The YAML&apos;s aliases expand it to more than %Ln value(s).</source>
        <translation>
            <numerusform>YAML のエイリアスを展開すると、値が %Ln 個を超えます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/kube/kube/yamllimits.cpp" line="235"/>
        <source>The YAML&apos;s aliases nest it more than %n level(s) deep (is an alias inside its own anchor?).</source>
        <translation>
            <numerusform>YAML のエイリアスによってネストが %n レベルを超えています (エイリアスが自身のアンカー内にありませんか?)。</numerusform>
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
        <translation>vSphere スーパーバイザー上の Ray クラスタ用コンソール。

--server を指定した場合、環境変数 VMRAY_CONSOLE_PASSWORD が設定されていればそこからパスワードを読み取ります。設定されていない場合は、接続ダイアログでパスワードの入力を求めます。

ディスプレイなしで実行する場合:
  --check-yaml FILE...  VMRayCluster リソースをチェックし、FILE:LINE:COL: error: FIELD: message の形式で出力します
  --to-cr FILE  コンソールが書き込む形式 (CRD 準拠) でリソースを出力します
  --to-ray-up FILE  Ray の vSphere プロバイダ用の `ray up` クラスタ構成を出力します
(FILE にはリソースまたは `ray up` 構成を指定できます)
  --alarms [--follow] [--format text|json]  保存済みのすべての Supervisor、--server、または --sandbox [--sandbox-supervisors N] のアラームを出力します。終了コードは 0 OK、1 WARNING、2 CRITICAL、3 UNKNOWN</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="43"/>
        <source>Start a local Supervisor emulator and connect to it.</source>
        <translation>ローカルのスーパーバイザー エミュレーターを起動して接続します。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="46"/>
        <source>Initial contents of the sandbox: demo, empty or fleet:N.</source>
        <translation>サンドボックスの初期内容: demo、empty、または fleet:N。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="50"/>
        <source>How many sandbox Supervisors to start (1 to 8, default 2): the first with the seed, the others with fleets of their own.</source>
        <translation>起動するサンドボックス Supervisor の数 (1〜8、既定は 2)。最初のものはシードを使い、他は独自のフリートを持ちます。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="56"/>
        <source>The Supervisor to connect to, as HOST or HOST:PORT.</source>
        <translation>接続先のスーパーバイザー (HOST または HOST:PORT の形式)。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="59"/>
        <source>The Supervisor&apos;s Kubernetes API port (default 6443, or PORT of --server).</source>
        <translation>スーパーバイザーの Kubernetes API ポート (デフォルトは 6443、または --server の PORT)。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="63"/>
        <source>Verify the Supervisor&apos;s certificate with this CA certificate file.</source>
        <translation>この CA 証明書ファイルを使用してスーパーバイザーの証明書を検証します。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="67"/>
        <source>The vSphere user to log in as.</source>
        <translation>ログインに使用する vSphere ユーザー。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="72"/>
        <source>The language of the console, e.g. de or ja, instead of the one chosen in Settings or the system&apos;s.</source>
        <translation>コンソールの言語 (例: de、ja)。[設定] で選択した言語やシステムの言語の代わりに使用されます。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="109"/>
        <source>--api-port expects a port number.</source>
        <translation>--api-port にはポート番号を指定してください。</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="112"/>
        <source>--sandbox and --server exclude each other; the sandbox was started.</source>
        <translation>--sandbox と --server は同時に指定できません。サンドボックスを起動しました。</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="78"/>
        <source>--format takes text or json.</source>
        <translation>--format には text または json を指定します。</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="86"/>
        <location filename="../app/console/application.cpp" line="97"/>
        <source>--sandbox-supervisors takes 1 to 8.</source>
        <translation>--sandbox-supervisors には 1 から 8 を指定します。</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="97"/>
        <source>--sandbox and --server exclude each other.</source>
        <translation>--sandbox と --server は同時に指定できません。</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="159"/>
        <source>No Supervisor is saved. Connect to one from the console first, or name one with --server.</source>
        <translation>保存された Supervisor がありません。先にコンソールから接続するか、--server で指定してください。</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="308"/>
        <source>it was not read within the time allowed</source>
        <translation>許容時間内に読み取れませんでした</translation>
    </message>
    <message>
        <location filename="../app/console/alarmfeed.cpp" line="319"/>
        <source>Every Supervisor has been read once; following the alarms until stopped.</source>
        <translation>すべての Supervisor を一度読み取りました。停止するまでアラームを追跡します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/console/alarmfeed.cpp" line="333"/>
        <source>%n alarm(s) triggered</source>
        <translation>
            <numerusform>%n 件のアラームが発生</numerusform>
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
        <translation>Qt %1 (ビルド時: %2)</translation>
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
        <translation>%1 (ビルド時: %2)</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="135"/>
        <source>%1, %2 kernel %3, %4</source>
        <translation>%1、%2 カーネル %3、%4</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="148"/>
        <source>About vmray-console</source>
        <translation>vmray-console のバージョン情報</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="151"/>
        <source>A console for Ray clusters on vSphere Supervisors: create, follow and tear them down.</source>
        <translation>vSphere スーパーバイザー上の Ray クラスタ用コンソールです。クラスタの作成、追跡、削除を行います。</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="160"/>
        <source>Versions</source>
        <translation>バージョン</translation>
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
            <numerusform>Supervisor %1 で %n 件のアラーム</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/alarmnotifier.cpp" line="141"/>
        <source>and %n more</source>
        <translation>
            <numerusform>ほか %n 件</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/alarmnotifier.cpp" line="165"/>
        <source>Show</source>
        <translation>表示</translation>
    </message>
</context>
<context>
    <name>vmray::AlarmPresentation</name>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="89"/>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="90"/>
        <source>Alarm</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="91"/>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="92"/>
        <source>Namespace</source>
        <translation>ネームスペース</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="93"/>
        <source>Ray cluster</source>
        <translation>Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="94"/>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="95"/>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="96"/>
        <source>Triggered</source>
        <translation>発生</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="97"/>
        <source>Last seen</source>
        <translation>最終確認</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="98"/>
        <source>Acknowledged by</source>
        <translation>確認者</translation>
    </message>
</context>
<context>
    <name>vmray::AlarmsPane</name>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="36"/>
        <location filename="../ui/panes/alarmspane.cpp" line="37"/>
        <source>Filter alarms</source>
        <translation>アラームを絞り込む</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="40"/>
        <source>&amp;Acknowledge</source>
        <translation>確認(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="43"/>
        <source>Silence the selected alarms until they clear; they are not notified again meanwhile.</source>
        <translation>選択したアラームを解消されるまで消音します。その間は再通知されません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="44"/>
        <source>Reset to &amp;Green</source>
        <translation>緑にリセット(&amp;G)</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="46"/>
        <source>Clear the selected alarms raised by an event, such as a Ray node that died; others clear by themselves once their cause is gone.</source>
        <translation>停止した Ray ノードなど、イベントで発生した選択中のアラームを解除します。その他のアラームは原因がなくなると自動的に解除されます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="57"/>
        <source>Triggered alarms</source>
        <translation>発生中のアラーム</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="58"/>
        <source>The alarms triggered on every connected Supervisor, the worst first. Enter goes to the object of the alarm.</source>
        <translation>接続中のすべての Supervisor で発生しているアラーム (重大なものから順)。Enter でアラームの対象に移動します。</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="195"/>
        <source>No alarms are triggered.</source>
        <translation>発生中のアラームはありません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/alarmspane.cpp" line="198"/>
        <source>Critical: %1, warning: %2, unknown: %3</source>
        <translation>重大: %1、警告: %2、不明: %3</translation>
    </message>
</context>
<context>
    <name>vmray::Application</name>
    <message>
        <location filename="../app/console/application.cpp" line="207"/>
        <source>Sandbox</source>
        <translation>サンドボックス</translation>
    </message>
    <message>
        <location filename="../app/console/application.cpp" line="207"/>
        <source>Sandbox %1</source>
        <translation>サンドボックス %1</translation>
    </message>
</context>
<context>
    <name>vmray::ClusterPresentation</name>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="18"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="19"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="20"/>
        <source>Head IP</source>
        <translation>ヘッド IP</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="21"/>
        <source>Workers</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="22"/>
        <source>Ray nodes</source>
        <translation>Ray ノード</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="23"/>
        <source>Ray image</source>
        <translation>Ray イメージ</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="24"/>
        <source>Age</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="25"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="42"/>
        <source>invalid address</source>
        <comment>the server sent a head address that is none</comment>
        <translation>無効なアドレス</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="44"/>
        <source>The server sent an invalid address for the head; it is not used.</source>
        <translation>サーバが送信したヘッドのアドレスは無効なため、使用されません。</translation>
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
コンソールは引き続きスーパーバイザーから VM を読み取っています。欠けているのは Ray 自体のビューのみです。ワークステーションからロード バランサ ネットワークへのルートがない可能性があります。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="70"/>
        <source>%n node(s) dead in Ray while their VMs run.</source>
        <translation>
            <numerusform>VM は実行中ですが、Ray で停止状態のノードが %n 台あります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="74"/>
        <source>Nodes alive in Ray&apos;s own view, of the cluster&apos;s VMs that run.</source>
        <translation>クラスタの実行中の VM のうち、Ray 自体のビューで稼働中のノードの数です。</translation>
    </message>
</context>
<context>
    <name>vmray::ClusterWizard</name>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="47"/>
        <source>New Ray Cluster</source>
        <translation>新規 Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="49"/>
        <source>Create Cluster</source>
        <translation>クラスタの作成</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="117"/>
        <source>Steps</source>
        <translation>手順</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="165"/>
        <source>Discard the New Cluster?</source>
        <translation>新しいクラスタを破棄しますか?</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="166"/>
        <source>Discard what you entered for the new Ray cluster, the VM password included? Nothing has been created.</source>
        <translation>新しい Ray クラスタについて入力した内容 (VM パスワードを含む) を破棄しますか? まだ何も作成されていません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="172"/>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="174"/>
        <source>&amp;Keep Editing</source>
        <translation>編集を続ける(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="236"/>
        <source>Set a password for the VM user.</source>
        <translation>VM ユーザーのパスワードを設定してください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="238"/>
        <source>Enter a name for the cluster.</source>
        <translation>クラスタの名前を入力してください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="324"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="382"/>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="383"/>
        <source>Current step</source>
        <translation>現在の手順</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="384"/>
        <source>To come</source>
        <translation>これから</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="393"/>
        <location filename="../ui/wizard/clusterwizard.cpp" line="592"/>
        <source>The console is no longer connected to %1. Save YAML keeps what you entered; reconnect and open it in a new wizard.</source>
        <translation>コンソールは %1 に接続されていません。[YAML の保存] で入力内容を保存できます。再接続してから新しいウィザードで開いてください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="401"/>
        <source>Fix the problems listed first; the dry run checks a cluster that passes the console&apos;s own checks.</source>
        <translation>まず一覧の問題を修正してください。ドライ ランは、コンソール自身のチェックに合格したクラスタを確認します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="409"/>
        <source>Checking the cluster on the Supervisor (dry run; nothing is created)…</source>
        <translation>スーパーバイザーでクラスタを確認しています (ドライ ラン。何も作成されません)…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="429"/>
        <source>Dry run passed: the Supervisor accepts this cluster (its schema, the operator&apos;s webhook and admission). Nothing was created; press Create Cluster to create it.</source>
        <translation>ドライ ランに合格しました: スーパーバイザーはこのクラスタを受け付けます (スキーマ、オペレーターの Webhook、アドミッション)。何も作成されていません。作成するには [クラスタの作成] を押してください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="435"/>
        <source>Dry run: a Ray cluster named %1 already exists in namespace %2. Choose another name, or open the existing cluster.</source>
        <translation>ドライ ラン: 名前空間 %2 には %1 という名前の Ray クラスタがすでに存在します。別の名前を選ぶか、既存のクラスタを開いてください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="442"/>
        <source>Dry run: the Supervisor refused the cluster: %1 The problems are listed and marked on their fields. Nothing was created.</source>
        <translation>ドライ ラン: スーパーバイザーがクラスタを拒否しました: %1 問題は一覧表示され、該当するフィールドに示されています。何も作成されていません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="450"/>
        <source>The dry run could not be done: %1 Press Check with a Dry Run to try again.</source>
        <translation>ドライ ランを実行できませんでした: %1 再試行するには [ドライ ランで確認] を押してください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="574"/>
        <source>The console is no longer connected to %1, so the create stopped; check whether the cluster exists. Save YAML keeps what you entered.</source>
        <translation>コンソールは %1 に接続されていないため、作成は停止しました。クラスタが存在するか確認してください。[YAML の保存] で入力内容を保存できます。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="604"/>
        <source>Checking the cluster on the Supervisor (dry run; nothing is created yet)…</source>
        <translation>スーパーバイザーでクラスタを確認しています (ドライ ラン。まだ何も作成されません)…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="608"/>
        <source>Storing the registry credentials as secret %1…</source>
        <translation>レジストリの認証情報をシークレット %1 として保存しています…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="612"/>
        <source>Creating Ray cluster %1…</source>
        <translation>Ray クラスタ %1 を作成しています…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="634"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="639"/>
        <source>Created Ray cluster %1 in namespace %2. Waiting for the operator to deploy the head VM… You can close this window; the console keeps following the cluster.</source>
        <translation>名前空間 %2 に Ray クラスタ %1 を作成しました。オペレーターがヘッド VM をデプロイするのを待機しています… このウィンドウは閉じてもかまいません。コンソールは引き続きクラスタを追跡します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="656"/>
        <source>A Ray cluster named %1 already exists in namespace %2. Choose another name (on the first page or in the YAML), or open the existing cluster. Nothing was created.</source>
        <translation>名前空間 %2 には %1 という名前の Ray クラスタがすでに存在します。別の名前を (最初のページまたは YAML で) 選択するか、既存のクラスタを開いてください。何も作成されていません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="666"/>
        <source>The Supervisor refused the cluster: %1 The problems are listed and marked on their fields. Nothing was created.</source>
        <translation>スーパーバイザーがクラスタを拒否しました: %1 問題は一覧に表示され、該当するフィールドにマークされています。何も作成されていません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="676"/>
        <source>%1 The cluster was not created; everything you entered is kept. Press Create Cluster to try again.</source>
        <translation>%1 クラスタは作成されませんでしたが、入力内容はすべて保持されています。再試行するには [クラスタの作成] をクリックしてください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/clusterwizard.cpp" line="698"/>
        <source>Apply %1</source>
        <translation>%1 の適用</translation>
    </message>
</context>
<context>
    <name>vmray::ClustersPane</name>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="37"/>
        <source>Ray clusters</source>
        <translation>Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="38"/>
        <source>The Ray clusters of the selected namespace with their state, head IP address and workers. The selected cluster&apos;s nodes and details are shown below; Delete deletes the selected clusters.</source>
        <translation>選択した名前空間の Ray クラスタと、その状態、ヘッドの IP アドレス、ワーカー。選択したクラスタのノードと詳細は下に表示されます。Delete キーを押すと、選択したクラスタを削除します。</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="150"/>
        <source>Open Ray Dashboard</source>
        <translation>Ray ダッシュボードを開く</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="158"/>
        <source>Copy Name</source>
        <translation>名前をコピー</translation>
    </message>
    <message>
        <location filename="../ui/panes/clusterspane.cpp" line="161"/>
        <source>Copy Head IP Address</source>
        <translation>ヘッドの IP アドレスをコピー</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectDialog</name>
    <message>
        <location filename="../ui/connectdialog.cpp" line="31"/>
        <source>Connect to a Supervisor</source>
        <translation>スーパーバイザーへの接続</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="38"/>
        <source>Forget</source>
        <translation>削除</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="40"/>
        <source>Remove this connection and its stored token and password.</source>
        <translation>この接続と、保存されているトークンおよびパスワードを削除します。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="43"/>
        <source>Saved connection:</source>
        <translation>保存済みの接続:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="46"/>
        <source>Import from kubeconfig:</source>
        <translation>kubeconfig からインポート:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="55"/>
        <source>Supervisor address, e.g. 10.0.0.10 or wcp.example.com</source>
        <translation>スーパーバイザーのアドレス (例: 10.0.0.10、wcp.example.com)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="60"/>
        <source>The Kubernetes API port of the Supervisor; 6443 unless your administrator says otherwise.</source>
        <translation>スーパーバイザーの Kubernetes API ポート。管理者から別の指定がない限り 6443 です。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="71"/>
        <source>Remember the password in the system keychain</source>
        <translation>システム キーチェーンにパスワードを保存する</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="74"/>
        <source>Stay logged in: keep the session token in the system keychain until it expires</source>
        <translation>ログイン状態を維持: 有効期限が切れるまでセッション トークンをシステム キーチェーンに保持する</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="52"/>
        <source>Name shown in the console; the server address if left empty</source>
        <translation>コンソールに表示される名前 (空の場合はサーバのアドレス)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="77"/>
        <source>A Supervisor&apos;s session token is valid for up to ten hours. With the token kept, the console reconnects without asking for the password; otherwise each start asks (or uses the remembered password).</source>
        <translation>スーパーバイザーのセッション トークンの有効期間は最大 10 時間です。トークンを保持すると、コンソールはパスワードを要求せずに再接続します。保持しない場合は、起動するたびにパスワードの入力を求めます (または保存されたパスワードを使用します)。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="82"/>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="83"/>
        <source>&amp;Server:</source>
        <translation>サーバ(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="84"/>
        <source>API &amp;port:</source>
        <translation>API ポート(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="85"/>
        <source>&amp;User name:</source>
        <translation>ユーザー名(&amp;U):</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="86"/>
        <source>Pass&amp;word:</source>
        <translation>パスワード(&amp;W):</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="92"/>
        <source>Server certificate</source>
        <translation>サーバ証明書</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="96"/>
        <source>Verify it with the system&apos;s certificate authorities</source>
        <translation>システムの認証局で検証する</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="98"/>
        <source>Verify it with this CA certificate file:</source>
        <translation>次の CA 証明書ファイルで検証する:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="103"/>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="108"/>
        <source>Accept only the certificate with this SHA-256 fingerprint:</source>
        <translation>次の SHA-256 フィンガープリントを持つ証明書のみを受け入れる:</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="116"/>
        <source>Do not verify it</source>
        <translation>検証しない</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="118"/>
        <source>Anyone on the network path can then pose as the Supervisor and read your password and token. Use this only for a test system.</source>
        <translation>この場合、ネットワーク経路上の誰もがスーパーバイザーになりすまし、パスワードとトークンを読み取ることができます。テスト システムでのみ使用してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="146"/>
        <source>Trust This Certificate and Connect</source>
        <translation>この証明書を信頼して接続</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="153"/>
        <source>Replace the Pinned Certificate…</source>
        <translation>固定された証明書の置き換え…</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="160"/>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="170"/>
        <source>CA Certificate</source>
        <translation>CA 証明書</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="172"/>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation>証明書 (*.pem *.crt *.cer);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="211"/>
        <source>New connection</source>
        <translation>新しい接続</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="215"/>
        <source>kubeconfig</source>
        <translation>kubeconfig</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="216"/>
        <source>%1 as %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="217"/>
        <source>%1 (%2 as %3)</source>
        <translation>%1 (%2、ユーザー %3)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="234"/>
        <source>No kubeconfig contexts found</source>
        <translation>kubeconfig コンテキストが見つかりません</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="238"/>
        <source>Choose a context…</source>
        <translation>コンテキストを選択…</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="240"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="261"/>
        <source>The CA certificate from the kubeconfig</source>
        <translation>kubeconfig の CA 証明書</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="267"/>
        <source>Leave the password empty to use the token of kubeconfig context %1.</source>
        <translation>kubeconfig コンテキスト %1 のトークンを使用するには、パスワードを空のままにします。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="273"/>
        <source>Leave the password empty to use the session or password in the keychain.</source>
        <translation>キーチェーン内のセッションまたはパスワードを使用するには、パスワードを空のままにします。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="277"/>
        <source>Leave the password empty to use the password in the keychain.</source>
        <translation>キーチェーン内のパスワードを使用するには、パスワードを空のままにします。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="280"/>
        <source>Leave the password empty to use the session in the keychain, if it is still valid.</source>
        <translation>キーチェーン内のセッションを (まだ有効な場合に) 使用するには、パスワードを空のままにします。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="330"/>
        <source>Log In Again</source>
        <translation>再ログイン</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="342"/>
        <source>&amp;Log In</source>
        <translation>ログイン(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="391"/>
        <source>The login goes to %1 on port %2 (/wcp/login), and the Kubernetes API to port %3. If the Supervisor&apos;s login answers on another port, enter the server as HOST:PORT.</source>
        <translation>ログインは %1 のポート %2 (/wcp/login) に、Kubernetes API はポート %3 に接続します。Supervisor のログインが別のポートで応答する場合は、サーバーを HOST:PORT の形式で入力してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="436"/>
        <source>Its validity was not recorded.</source>
        <translation>有効期間は記録されていません。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="437"/>
        <source>Valid from %1 until %2.</source>
        <translation>有効期間: %1 ～ %2。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="444"/>
        <location filename="../ui/connectdialog.cpp" line="471"/>
        <location filename="../ui/connectdialog.cpp" line="472"/>
        <source>(no name)</source>
        <translation>(名前なし)</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="451"/>
        <source>The Supervisor presents a certificate whose SHA-256 fingerprint is not the one entered. Nothing was sent to it. Check the fingerprint with your vSphere administrator.</source>
        <translation>スーパーバイザーが提示した証明書の SHA-256 フィンガープリントが、入力されたものと一致しません。スーパーバイザーには何も送信されていません。フィンガープリントを vSphere 管理者に確認してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="454"/>
        <source>Entered:
%1</source>
        <translation>入力された値:
%1</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="455"/>
        <source>Presented, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation>提示された証明書 (SHA-256):
%1
発行先: %2、発行者: %3。%4</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="468"/>
        <source>The certificate it presented before was not recorded.</source>
        <translation>以前に提示された証明書は記録されていません。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="469"/>
        <source>Verified at the last connection, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation>前回の接続時に検証された証明書 (SHA-256):
%1
発行先: %2、発行者: %3。%4</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="654"/>
        <source>Replace the pinned certificate of %1 only if the Supervisor&apos;s certificate was replaced and the vSphere Client shows the new one with this SHA-256 fingerprint:

%2</source>
        <translation>スーパーバイザーの証明書が置き換えられ、vSphere Client に新しい証明書がこの SHA-256 フィンガープリントで表示される場合にのみ、%1 の固定証明書を置き換えてください:

%2</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="502"/>
        <source>Pinned certificate, SHA-256:
%1
%2</source>
        <translation>固定された証明書 (SHA-256):
%1
%2</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="481"/>
        <location filename="../ui/connectdialog.cpp" line="506"/>
        <source>Presented now, SHA-256:
%1
Issued to %2 by %3. %4</source>
        <translation>現在提示されている証明書 (SHA-256):
%1
発行先: %2、発行者: %3。%4</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="475"/>
        <source>The Supervisor&apos;s certificate cannot be verified. This saved connection trusts certificates its certificate authority issued, and the server now presents one it did not. Someone may be posing as the Supervisor: nothing was sent to it. Check in the vSphere Client whether the Supervisor&apos;s certificate was replaced. If it was, change how this connection trusts the server below; you will be asked for your password.</source>
        <translation>スーパーバイザーの証明書を検証できません。この保存済み接続は、その認証局が発行した証明書を信頼しますが、サーバーは現在、その認証局が発行していない証明書を提示しています。何者かがスーパーバイザーになりすましている可能性があります。何も送信していません。vSphere Client でスーパーバイザーの証明書が置き換えられたかどうかを確認してください。置き換えられていた場合は、以下でこの接続がサーバーを信頼する方法を変更してください。パスワードの入力を求められます。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="497"/>
        <source>The Supervisor&apos;s certificate has changed. This connection accepts only the pinned certificate, and the server now presents another one. Someone may be posing as the Supervisor: nothing was sent to it. Check in the vSphere Client whether the Supervisor&apos;s certificate was replaced before you trust the new one.</source>
        <translation>スーパーバイザーの証明書が変更されました。この接続は固定された証明書のみを受け付けますが、サーバーは現在、別の証明書を提示しています。何者かがスーパーバイザーになりすましている可能性があります。何も送信していません。新しい証明書を信頼する前に、vSphere Client でスーパーバイザーの証明書が置き換えられたかどうかを確認してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="549"/>
        <source>Enter the address of the Supervisor.</source>
        <translation>スーパーバイザーのアドレスを入力してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="552"/>
        <source>&quot;%1&quot; is not a host name or address.</source>
        <translation>「%1」はホスト名でもアドレスでもありません。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="554"/>
        <source>Enter your vSphere user name, e.g. administrator@vsphere.local.</source>
        <translation>vSphere のユーザー名を入力してください (例: administrator@vsphere.local)。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="556"/>
        <source>Choose the CA certificate file, or another way to trust the server.</source>
        <translation>CA 証明書ファイルを選択するか、別の方法でサーバを信頼してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="559"/>
        <source>Enter the SHA-256 fingerprint to accept, or another way to trust the server.</source>
        <translation>受け入れる SHA-256 フィンガープリントを入力するか、別の方法でサーバを信頼してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="564"/>
        <source>A SHA-256 fingerprint has 64 hexadecimal digits (32 pairs). A fingerprint of 40 digits is SHA-1, which the console does not accept.</source>
        <translation>SHA-256 フィンガープリントは 64 桁の 16 進数 (32 組) です。40 桁のフィンガープリントは SHA-1 であり、コンソールでは受け入れられません。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="607"/>
        <source>Context %1 has no token or client certificate: enter your password.</source>
        <translation>コンテキスト %1 にはトークンもクライアント証明書もありません。パスワードを入力してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="614"/>
        <source>Connect Without Verifying the Certificate?</source>
        <translation>証明書を検証せずに接続しますか?</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="615"/>
        <source>Kubeconfig context %1 turns certificate verification off (insecure-skip-tls-verify). The console would then send your token or password to whoever answers at %2, and anyone on the network path could pose as the Supervisor.

Verify the certificate instead, unless this is a test system.</source>
        <translation>kubeconfig コンテキスト %1 では証明書の検証が無効になっています (insecure-skip-tls-verify)。この場合、コンソールは %2 で応答する相手が誰であってもトークンまたはパスワードを送信するため、ネットワーク経路上の誰もがスーパーバイザーになりすますことができます。

テスト システムでない限り、証明書を検証してください。</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="623"/>
        <source>Verify the Certificate</source>
        <translation>証明書を検証</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="626"/>
        <source>Connect Without Verifying</source>
        <translation>検証せずに接続</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="653"/>
        <source>Replace the Pinned Certificate</source>
        <translation>固定された証明書の置き換え</translation>
    </message>
    <message>
        <location filename="../ui/connectdialog.cpp" line="662"/>
        <source>Replace and Connect</source>
        <translation>置き換えて接続</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionFlow</name>
    <message>
        <location filename="../ui/connectionflow.cpp" line="160"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation>kubeconfig を読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="303"/>
        <location filename="../ui/connectionflow.cpp" line="317"/>
        <source>Connecting to %1…</source>
        <translation>%1 に接続しています…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="403"/>
        <source>session expired; log in again</source>
        <translation>セッションが期限切れ。再ログインしてください</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="407"/>
        <source>logging in again…</source>
        <translation>再ログイン中…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="416"/>
        <source>connecting…</source>
        <translation>接続中…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="419"/>
        <source>waiting to ask for your password</source>
        <translation>パスワードの入力待ち (順番待ち)</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="419"/>
        <source>needs your password</source>
        <translation>パスワードが必要</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="422"/>
        <source>needs your decision on its certificate</source>
        <translation>証明書の判断が必要</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="425"/>
        <source>needs your consent to read files</source>
        <translation>ファイル読み取りの同意が必要</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="428"/>
        <source>could not connect; activate to try again</source>
        <translation>接続できません。アクティブにすると再試行します</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="459"/>
        <source>Logging in…</source>
        <translation>ログインしています…</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="477"/>
        <source>Token file %1: what it holds is sent to %2 as your credential.</source>
        <translation>トークン ファイル %1: その内容が認証情報として %2 に送信されます。</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="481"/>
        <source>CA certificate file %1: the server&apos;s certificate must be issued by it.</source>
        <translation>CA 証明書ファイル %1: サーバの証明書は、この CA が発行したものである必要があります。</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="485"/>
        <source>Client certificate file %1: sent to %2 to say who you are.</source>
        <translation>クライアント証明書ファイル %1: ユーザーの身元を示すために %2 に送信されます。</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="489"/>
        <source>Client key file %1: proves to %2 that the certificate is yours.</source>
        <translation>クライアント キー ファイル %1: 証明書がユーザー本人のものであることを %2 に証明します。</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="495"/>
        <source>Read Files Named by the Kubeconfig?</source>
        <translation>kubeconfig で指定されたファイルを読み取りますか?</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="496"/>
        <source>Kubeconfig context %1 asks the console to read these files on this computer. A kubeconfig from someone else can name any file; read them only if you expect this context to use them.

%2</source>
        <translation>kubeconfig コンテキスト %1 は、このコンピュータ上の次のファイルを読み取るようコンソールに要求しています。他人から受け取った kubeconfig では任意のファイルを指定できます。このコンテキストがこれらのファイルを使用することが想定どおりの場合にのみ読み取ってください。

%2</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="505"/>
        <source>Read These Files</source>
        <translation>これらのファイルを読み取る</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="507"/>
        <source>Do Not Read</source>
        <translation>読み取らない</translation>
    </message>
    <message>
        <location filename="../ui/connectionflow.cpp" line="517"/>
        <source>Connecting…</source>
        <translation>接続しています…</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionIndicator</name>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="18"/>
        <source>Data status</source>
        <translation>データのステータス</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="40"/>
        <source>Not connected</source>
        <translation>未接続</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="46"/>
        <source>● Live</source>
        <translation>● ライブ</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="46"/>
        <source>Every list is being watched; changes appear as they happen.</source>
        <translation>すべてのリストを監視しています。変更は発生時に反映されます。</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="36"/>
        <source> — data as of %1</source>
        <translation> — %1 時点のデータ</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="49"/>
        <source>Refreshing…</source>
        <translation>更新中…</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="55"/>
        <source>Waiting for login</source>
        <translation>ログイン待ち</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="58"/>
        <source>Not updating: %1</source>
        <translation>更新停止中: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/connectionindicator.cpp" line="62"/>
        <source>Reconnecting in %n second(s)</source>
        <translation>
            <numerusform>%n 秒後に再接続</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="76"/>
        <source>The console is reading everything again.</source>
        <translation>コンソールがすべてを読み込み直しています。</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="78"/>
        <source>The Supervisor needs you to log in again.</source>
        <translation>Supervisor への再ログインが必要です。</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="80"/>
        <source>Updates stopped: %1</source>
        <translation>更新が止まりました: %1</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="82"/>
        <source>The Supervisor cannot be reached; the console keeps trying. %1</source>
        <translation>Supervisor に接続できません。コンソールは再試行を続けます。%1</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="52"/>
        <source>Catching up</source>
        <translation>同期中</translation>
    </message>
    <message>
        <location filename="../ui/connectionindicator.cpp" line="43"/>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
</context>
<context>
    <name>vmray::ConnectionPolicy</name>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="16"/>
        <source>The console sends no stored token or password to a certificate trusted for the first time. Enter the password for %1.</source>
        <translation>初めて信頼した証明書に対しては、コンソールは保存済みのトークンもパスワードも送信しません。%1 のパスワードを入力してください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="20"/>
        <source>Enter the password for %1.</source>
        <translation>%1 のパスワードを入力してください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="22"/>
        <source>The kubeconfig has no context %1 any more. Enter your password to log in.</source>
        <translation>kubeconfig にコンテキスト %1 がなくなりました。ログインするにはパスワードを入力してください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="25"/>
        <source>The kubeconfig could not be read: %1</source>
        <translation>kubeconfig を読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="27"/>
        <source>The files of kubeconfig context %1 were not read. Enter your password to log in.</source>
        <translation>kubeconfig コンテキスト %1 のファイルは読み取られませんでした。ログインするにはパスワードを入力してください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="30"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation>セッションの有効期限がまもなく切れます。作業を続けるには再度ログインしてください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="33"/>
        <source>The token of kubeconfig context %1 was not accepted (it may have expired). Enter your password to log in.</source>
        <translation>kubeconfig コンテキスト %1 のトークンが受け入れられませんでした (有効期限が切れている可能性があります)。ログインするにはパスワードを入力してください。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/supervisor/supervisor/connectionpolicy.cpp" line="37"/>
        <source>The Supervisor took the password but refused the session soon after, %n time(s) in a row. The console stopped logging in by itself, since repeated logins can lock your vSphere account. Check that this computer&apos;s clock is right and that you may still use the Supervisor, then log in again.</source>
        <translation>
            <numerusform>スーパーバイザーはパスワードを受け入れましたが、その直後にセッションを拒否しました (%n 回連続)。繰り返しログインすると vSphere アカウントがロックされる可能性があるため、コンソールは自動ログインを停止しました。このコンピュータの時計が正しいこと、およびスーパーバイザーを引き続き使用できることを確認してから、再度ログインしてください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::DetailsPane</name>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="65"/>
        <source>Cluster details</source>
        <translation>クラスタの詳細</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="76"/>
        <source>Summary of the selected cluster</source>
        <translation>選択したクラスタの概要</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="78"/>
        <source>Its state, head VM, dashboard, job submission address and workers. Tab moves through its links.</source>
        <translation>クラスタの状態、ヘッド VM、ダッシュボード、ジョブ送信アドレス、ワーカー。Tab キーでリンク間を移動します。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="80"/>
        <source>Conditions the operator reports</source>
        <translation>オペレーターが報告する状態条件</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="84"/>
        <source>Open Ray &amp;Dashboard</source>
        <translation>Ray ダッシュボードを開く(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="86"/>
        <source>Copy `ray job submit` &amp;Address</source>
        <translation>`ray job submit` のアドレスをコピー(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="97"/>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="100"/>
        <source>Summary of the Supervisor or namespace</source>
        <translation>スーパーバイザーまたは名前空間の概要</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="101"/>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="104"/>
        <source>Ray</source>
        <translation>Ray</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="106"/>
        <source>Jobs</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="115"/>
        <source>Select a Ray cluster to read its nodes&apos; and jobs&apos; logs.</source>
        <translation>ノードとジョブのログを読むには Ray クラスターを選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="117"/>
        <source>Logs</source>
        <translation>ログ</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="123"/>
        <source>Events of the selected cluster</source>
        <translation>選択したクラスタのイベント</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="124"/>
        <source>Kubernetes events about the selected Ray cluster and its VMs, newest first; warnings are marked.</source>
        <translation>選択した Ray クラスタとその VM に関する Kubernetes イベント (新しい順)。警告にはマークが付きます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="127"/>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="131"/>
        <source>About the Supervisor</source>
        <translation>スーパーバイザーの情報</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="132"/>
        <source>Supervisor</source>
        <translation>スーパーバイザー</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="144"/>
        <source>Open Ray Dashboard</source>
        <translation>Ray ダッシュボードを開く</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="145"/>
        <source>No web browser could be opened for %1. The address is copied to the clipboard; paste it into a browser that can reach the cluster.</source>
        <translation>%1 を開く Web ブラウザーを起動できませんでした。アドレスをクリップボードにコピーしました。クラスタに到達できるブラウザーに貼り付けてください。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="241"/>
        <source>Certificate authority: %1</source>
        <translation>認証局: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="242"/>
        <source>Server certificate SHA-256: %1</source>
        <translation>サーバ証明書 SHA-256: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="245"/>
        <source>User %1 may use every namespace.</source>
        <translation>ユーザー %1 はすべての名前空間を使用できます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="248"/>
        <source>User %1 may use the namespace %2.</source>
        <translation>ユーザー %1 は名前空間 %2 を使用できます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="250"/>
        <source>User %1 may use the namespaces %2.</source>
        <translation>ユーザー %1 は名前空間 %2 を使用できます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="277"/>
        <source>Select the Supervisor or a namespace in the tree to see what it holds.</source>
        <translation>ツリーでスーパーバイザーまたは名前空間を選択すると、その内容が表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="287"/>
        <source>The Ray clusters are being listed…</source>
        <translation>Ray クラスタを一覧しています…</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="293"/>
        <source>Namespaces:</source>
        <translation>名前空間:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="294"/>
        <source>VMs:</source>
        <translation>VM:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="295"/>
        <source>%1 in all, %2 on, %3 with a problem</source>
        <translation>合計 %1、パワーオン %2、問題あり %3</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="299"/>
        <source>being listed…</source>
        <translation>一覧中…</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="300"/>
        <source>GPUs in use:</source>
        <translation>使用中の GPU:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="302"/>
        <source>%1 (of the VM classes of the VMs that are on)</source>
        <translation>%1 (パワーオンの VM の VM クラスによる)</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="303"/>
        <source>not known yet</source>
        <translation>まだ不明</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="306"/>
        <source>Quota:</source>
        <translation>クォータ:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="307"/>
        <source>No ResourceQuota limits CPU, memory or storage here.</source>
        <translation>ここでは CPU、メモリ、ストレージを制限する ResourceQuota はありません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="308"/>
        <source>being read…</source>
        <translation>読み取り中…</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="315"/>
        <source>%1 of %2 (%3 %)</source>
        <translation>%2 のうち %1 (%3 %)</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="329"/>
        <source>CPU quota:</source>
        <translation>CPU クォータ:</translation>
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
        <translation>メモリ クォータ:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="343"/>
        <source>Storage quota:</source>
        <translation>ストレージ クォータ:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="352"/>
        <source>Not everything could be read: %1</source>
        <translation>一部を読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="370"/>
        <source>Select a Ray cluster to see its details.</source>
        <translation>詳細を表示するには Ray クラスタを選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="371"/>
        <source>Select a namespace to see its Ray clusters.</source>
        <translation>Ray クラスタを表示するには名前空間を選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="387"/>
        <source>Head VM:</source>
        <translation>ヘッド VM:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="387"/>
        <source>not created yet</source>
        <translation>未作成</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="389"/>
        <source>The server sent an invalid address for the head; it is not used.</source>
        <translation>サーバが送信したヘッドのアドレスは無効なため、使用されません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="391"/>
        <source>Ray dashboard:</source>
        <translation>Ray ダッシュボード:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="390"/>
        <source>no head IP address yet</source>
        <translation>ヘッドの IP アドレスはまだありません</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="394"/>
        <source>Submit jobs with:</source>
        <translation>ジョブの送信:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="397"/>
        <source>Workers:</source>
        <translation>ワーカー:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="398"/>
        <source>%1 running of %2 wanted by the autoscaler</source>
        <translation>オートスケーラーの要求 %2 台のうち %1 台が実行中</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="401"/>
        <source>Autoscaling bounds:</source>
        <translation>自動スケーリングの範囲:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/detailspane.cpp" line="402"/>
        <source>%1 to %n worker(s) (fixed when the cluster was created; the head&apos;s autoscaler reads them once)</source>
        <translation>
            <numerusform>ワーカー %1 ～ %n 台 (クラスタの作成時に固定。ヘッドのオートスケーラーが 1 回だけ読み取ります)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="407"/>
        <source>Ray image:</source>
        <translation>Ray イメージ:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="408"/>
        <source>Created:</source>
        <translation>作成日時:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="409"/>
        <source>Operator&apos;s state:</source>
        <translation>オペレーターの状態:</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="410"/>
        <source>not reported yet</source>
        <translation>未報告</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="415"/>
        <source>The operator reports no conditions.</source>
        <translation>オペレーターは状態条件を報告していません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/detailspane.cpp" line="416"/>
        <source>Conditions reported by the operator:</source>
        <translation>オペレーターが報告した状態条件:</translation>
    </message>
</context>
<context>
    <name>vmray::EventPresentation</name>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="21"/>
        <source>Type</source>
        <translation>タイプ</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="22"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="23"/>
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="24"/>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="25"/>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="26"/>
        <source>Last seen</source>
        <translation>最終発生</translation>
    </message>
</context>
<context>
    <name>vmray::FindPane</name>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="35"/>
        <source>Found</source>
        <translation>検出</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="35"/>
        <source>Matched</source>
        <translation>一致した項目</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/findpane.cpp" line="44"/>
        <source>%1 (%n match(es))</source>
        <translation>
            <numerusform>%1 (%n 件)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="52"/>
        <source>Ray cluster</source>
        <translation>Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="60"/>
        <source>IP %1</source>
        <translation>IP %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="62"/>
        <source>VM class %1</source>
        <translation>VM クラス %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="64"/>
        <source>Image %1</source>
        <translation>イメージ %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="67"/>
        <source>VM, no Ray node</source>
        <translation>VM (Ray ノードではない)</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="68"/>
        <source>VM of %1</source>
        <translation>%1 の VM</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="74"/>
        <source>VM %1 is no node of a Ray cluster.</source>
        <translation>VM %1 は Ray クラスタのノードではありません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="75"/>
        <source>VM %1 is a node of the Ray cluster %2.</source>
        <translation>VM %1 は Ray クラスタ %2 のノードです。</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="92"/>
        <source>Find results</source>
        <translation>検索結果</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="94"/>
        <source>The clusters and VMs that match the find text, by namespace. Enter goes to the selected one.</source>
        <translation>検索文字列に一致するクラスタと VM (名前空間ごと)。Enter で選択した項目に移動します。</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="151"/>
        <source>Connect to a Supervisor to find its clusters and VMs.</source>
        <translation>クラスタと VM を検索するには Supervisor に接続してください。</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="154"/>
        <source>Your account may not list VMs across namespaces, which finding needs.</source>
        <translation>このアカウントには名前空間をまたいで VM を一覧する権限がなく、検索できません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="155"/>
        <source>The VMs cannot be listed: %1</source>
        <translation>VM を一覧できません: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="157"/>
        <source>Listing the VMs of the Supervisor…</source>
        <translation>Supervisor の VM を一覧しています…</translation>
    </message>
    <message>
        <location filename="../ui/panes/findpane.cpp" line="159"/>
        <source>No cluster or VM matches “%1”. Names, IP addresses, VM classes and images are searched.</source>
        <translation>「%1」に一致するクラスタも VM もありません。名前、IP アドレス、VM クラス、イメージが検索対象です。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/findpane.cpp" line="163"/>
        <source>Showing the first %n matches; type more to narrow them.</source>
        <translation>
            <numerusform>最初の %n 件を表示しています。さらに入力して絞り込んでください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::FleetClusterPresentation</name>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="111"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="112"/>
        <source>Supervisor</source>
        <translation>Supervisor</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="113"/>
        <source>Namespace</source>
        <translation>名前空間</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="114"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="115"/>
        <source>Ray nodes</source>
        <translation>Ray ノード</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="116"/>
        <source>Workers</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="117"/>
        <source>GPUs</source>
        <translation>GPU</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="118"/>
        <source>Age</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="119"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="141"/>
        <source>%n node(s) dead in Ray while their VMs run.</source>
        <translation>
            <numerusform>VM は実行中ですが、Ray で停止状態のノードが %n 台あります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="149"/>
        <source>GPUs of the nodes alive in Ray, as its dashboard tells; empty until the dashboard was read.</source>
        <translation>Ray で稼働中のノードの GPU (ダッシュボードによる)。ダッシュボードを読み取るまでは空です。</translation>
    </message>
</context>
<context>
    <name>vmray::FleetClustersWindow</name>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="29"/>
        <source>All Ray Clusters</source>
        <translation>すべての Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="33"/>
        <source>Filter Ray clusters</source>
        <translation>Ray クラスタを絞り込む</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="35"/>
        <source>Shows only the Ray clusters with this text in any column.</source>
        <translation>いずれかの列にこの文字列を含む Ray クラスタだけを表示します。</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="37"/>
        <source>Filter every column, e.g. a Supervisor, a namespace, Failed or a reason</source>
        <translation>すべての列で絞り込み (例: Supervisor、ネームスペース、失敗、理由)</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="41"/>
        <source>All Ray clusters</source>
        <translation>すべての Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="42"/>
        <source>Every Ray cluster of every connected Supervisor, with its state, its nodes alive in Ray, its workers and GPUs. Enter shows the cluster in the main window.</source>
        <translation>接続中のすべての Supervisor のすべての Ray クラスタ (状態、Ray で稼働中のノード、ワーカー、GPU)。Enter でメインウィンドウにクラスタを表示します。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetclusterswindow.cpp" line="116"/>
        <source>%n Ray cluster(s) on %1; %2 failed or degraded.</source>
        <comment>%1 is the number of Supervisors, e.g. 3 Supervisors</comment>
        <translation>
            <numerusform>%1 に %n 個の Ray クラスタ。失敗または低下: %2。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetclusterswindow.cpp" line="119"/>
        <source>%n Supervisor(s)</source>
        <translation>
            <numerusform>%n 個の Supervisor</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/fleetclusterswindow.cpp" line="122"/>
        <source>%1 shown by the filter.</source>
        <translation>フィルタにより %1 台を表示しています。</translation>
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
        <translation>名前空間</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="124"/>
        <source>Ray cluster</source>
        <translation>Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="125"/>
        <source>Role</source>
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="126"/>
        <source>Power</source>
        <translation>パワー状態</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="127"/>
        <source>IP</source>
        <translation>IP</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="128"/>
        <source>VM class</source>
        <translation>VM クラス</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="129"/>
        <source>Image</source>
        <translation>イメージ</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="130"/>
        <source>Age</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="131"/>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="141"/>
        <source>Its Ray cluster %1 no longer exists.</source>
        <translation>この VM の Ray クラスタ %1 はもう存在しません。</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="143"/>
        <source>Being deleted.</source>
        <translation>削除中です。</translation>
    </message>
</context>
<context>
    <name>vmray::FleetWindow</name>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="34"/>
        <source>All VMs of %1</source>
        <translation>%1 のすべての VM</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="35"/>
        <source>All VMs of %n Supervisor(s)</source>
        <translation>
            <numerusform>%n 個の Supervisor のすべての VM</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="39"/>
        <source>Filter VMs</source>
        <translation>VM のフィルタ</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="40"/>
        <source>Shows only the VMs with this text in any column.</source>
        <translation>いずれかの列にこのテキストを含む VM のみを表示します。</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="42"/>
        <source>Filter every column, e.g. a namespace, a cluster, Off or a problem</source>
        <translation>すべての列をフィルタ (例: 名前空間、クラスタ、オフ、問題)</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="48"/>
        <source>All VMs</source>
        <translation>すべての VM</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="50"/>
        <source>Every VM of every connected Supervisor across namespaces, with its Ray cluster, role, power and problem. Enter shows the VM&apos;s cluster in the main window.</source>
        <translation>接続中のすべての Supervisor のネームスペース全体の VM (Ray クラスタ、役割、電源、問題)。Enter でメインウィンドウに VM のクラスタを表示します。</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="152"/>
        <source>Your account may not list VMs across namespaces, which this view needs. Open a namespace in the main window instead.</source>
        <translation>このビューには名前空間をまたいだ VM の一覧表示が必要ですが、お使いのアカウントにはその権限がありません。代わりにメイン ウィンドウで名前空間を開いてください。</translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="154"/>
        <source>Not updating: %1</source>
        <translation>更新停止中: %1</translation>
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
            <numerusform>%1 にわたる VM %n 台、うち %2 台に問題があります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="190"/>
        <source>%n namespace(s)</source>
        <translation>
            <numerusform>%n 個の名前空間</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/fleetwindow.cpp" line="192"/>
        <source>Loading… %n VM(s) so far.</source>
        <translation>
            <numerusform>読み込み中… これまでに %n 台の VM を読み込みました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/fleetwindow.cpp" line="194"/>
        <source>%1 shown by the filter.</source>
        <translation>フィルタにより %1 台を表示しています。</translation>
    </message>
</context>
<context>
    <name>vmray::HealthTimeline</name>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="16"/>
        <source>Nodes running over time</source>
        <translation>実行中ノード数の推移</translation>
    </message>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="23"/>
        <source>No nodes recorded yet.</source>
        <translation>まだノードは記録されていません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/healthtimeline.cpp" line="26"/>
        <source>%1 of %n node(s) running (filled area; wanted: dashed line) since %2</source>
        <translation>
            <numerusform>%2 以降の推移: %n 台中 %1 台のノードが実行中 (塗りつぶし領域。要求数は破線)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/healthtimeline.cpp" line="38"/>
        <source>%1: %2 of %3 running</source>
        <translation>%1: %3 台中 %2 台が実行中</translation>
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
        <translation>rayproject/ray:2.44.1-gpu (CUDA、GPU クラス用)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="33"/>
        <source>rayproject/ray-ml:2.44.1 (CPU, with ML libraries)</source>
        <translation>rayproject/ray-ml:2.44.1 (CPU、ML ライブラリ付き)</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/imagepage.cpp" line="93"/>
        <source>%n cluster-wide image(s) are not offered: the Ray operator uses the namespace&apos;s images only.</source>
        <translation>
            <numerusform>クラスタ全体のイメージ %n 件は表示されません。Ray オペレーターは名前空間のイメージのみを使用します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="133"/>
        <source>The two passwords differ.</source>
        <translation>2 つのパスワードが一致しません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/imagepage.cpp" line="167"/>
        <source>A password is set; only its SHA-512 crypt hash is kept. Type a new one to change it.</source>
        <translation>パスワードは設定済みです。保持されているのは SHA-512 crypt ハッシュのみです。変更するには新しいパスワードを入力してください。</translation>
    </message>
</context>
<context>
    <name>vmray::JobPresentation</name>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="194"/>
        <source>Job</source>
        <translation>ジョブ</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="195"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="196"/>
        <source>Entrypoint</source>
        <translation>エントリポイント</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="197"/>
        <source>Started</source>
        <translation>開始時刻</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="198"/>
        <source>Duration</source>
        <translation>実行時間</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="199"/>
        <source>Message</source>
        <translation>メッセージ</translation>
    </message>
</context>
<context>
    <name>vmray::JobsPanel</name>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="37"/>
        <source>Ray jobs of the selected cluster</source>
        <translation>選択したクラスタの Ray ジョブ</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="38"/>
        <source>The jobs Ray&apos;s dashboard lists for the selected cluster: status, entrypoint, start and duration. Stop Job ends the current one.</source>
        <translation>選択したクラスタについて Ray のダッシュボードに表示されるジョブ: ステータス、エントリポイント、開始時刻、実行時間。[ジョブを停止] で現在のジョブを終了します。</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="46"/>
        <source>S&amp;top Job…</source>
        <translation>ジョブを停止(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="48"/>
        <location filename="../ui/panes/jobspanel.cpp" line="159"/>
        <source>Stop the selected Ray job. You are asked to confirm.</source>
        <translation>選択した Ray ジョブを停止します。確認メッセージが表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="49"/>
        <source>Job &amp;Log</source>
        <translation>ジョブ ログ(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="51"/>
        <source>Read the selected job&apos;s log in the Logs tab</source>
        <translation>選択したジョブのログを [ログ] タブで読みます</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="135"/>
        <source>Select a Ray cluster to see its jobs.</source>
        <translation>ジョブを表示するには、Ray クラスタを選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="143"/>
        <source>Jobs are listed once the head node runs and its dashboard is read.</source>
        <translation>ヘッド ノードが実行され、そのダッシュボードが読み取られると、ジョブが一覧表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="148"/>
        <source>Reading the jobs…</source>
        <translation>ジョブを読み取っています…</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="149"/>
        <source>The jobs cannot be read: %1</source>
        <translation>ジョブを読み取れません: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="151"/>
        <source>No jobs were submitted to this cluster.</source>
        <translation>このクラスタに送信されたジョブはありません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="177"/>
        <source>Stop Ray Job</source>
        <translation>Ray ジョブの停止</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="178"/>
        <source>Stop the job %1 on the Ray cluster %2?</source>
        <translation>Ray クラスタ %2 のジョブ %1 を停止しますか?</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="180"/>
        <source>Ray ends the job&apos;s entrypoint (%1) and the tasks and actors it started. What the job has not saved is lost. Other jobs and the cluster go on running.</source>
        <translation>Ray はジョブのエントリポイント (%1) と、それによって開始されたタスクとアクターを終了します。ジョブが保存していないデータは失われます。他のジョブとクラスタは引き続き実行されます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="183"/>
        <source>Stop Job</source>
        <translation>ジョブを停止</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="196"/>
        <source>Stopping the job %1…</source>
        <translation>ジョブ %1 を停止しています…</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="212"/>
        <source>Stopping the job %1 of %2 did not complete: %3</source>
        <translation>%2 のジョブ %1 の停止は完了しませんでした: %3</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="215"/>
        <source>Ray is stopping the job %1 of %2.</source>
        <translation>Ray は %2 のジョブ %1 を停止しています。</translation>
    </message>
    <message>
        <location filename="../ui/panes/jobspanel.cpp" line="217"/>
        <source>The job %1 of %2 had already ended.</source>
        <translation>%2 のジョブ %1 はすでに終了していました。</translation>
    </message>
</context>
<context>
    <name>vmray::KeyboardShortcutsDialog</name>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="41"/>
        <source>Main window</source>
        <translation>メイン ウィンドウ</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="58"/>
        <source>New Ray Cluster wizard</source>
        <translation>新規 Ray クラスタ ウィザード</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="69"/>
        <source>Next page, or Create Cluster on the last</source>
        <translation>次のページへ (最後のページでは [クラスタの作成])</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="81"/>
        <source>Keyboard Shortcuts</source>
        <translation>キーボード ショートカット</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="86"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボード ショートカット</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="88"/>
        <source>Each shortcut with the command it runs and the menu or window it belongs to.</source>
        <translation>各ショートカットと、それによって実行されるコマンド、およびそのショートカットが属するメニューまたはウィンドウ。</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="89"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="89"/>
        <source>Command</source>
        <translation>コマンド</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="89"/>
        <source>Menu or window</source>
        <translation>メニューまたはウィンドウ</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="172"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="173"/>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボード ショートカット(&amp;K)</translation>
    </message>
    <message>
        <location filename="../ui/helpdialogs.cpp" line="189"/>
        <source>&amp;About vmray-console</source>
        <translation>vmray-console のバージョン情報(&amp;A)</translation>
    </message>
</context>
<context>
    <name>vmray::LogsWindow</name>
    <message>
        <location filename="../ui/logswindow.cpp" line="54"/>
        <source>Logs of Ray cluster %1</source>
        <translation>Ray クラスタ %1 のログ</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="61"/>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="65"/>
        <source>%1 (dead in Ray: its logs are gone)</source>
        <translation>%1 (Ray で停止: ログは失われています)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="87"/>
        <source>&amp;Node:</source>
        <translation>ノード(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="114"/>
        <source>Log files</source>
        <translation>ログ ファイル</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="122"/>
        <source>Log lines</source>
        <translation>ログの行</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="124"/>
        <source>Find in this file (Enter: next, Shift+Enter: previous)</source>
        <translation>このファイル内を検索 (Enter: 次へ、Shift+Enter: 前へ)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="126"/>
        <source>&amp;Follow</source>
        <translation>追従(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="127"/>
        <source>Keep showing the lines the file gains</source>
        <translation>ファイルに追加される行を表示し続けます</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="138"/>
        <source>Search every alive node&apos;s logs, e.g. an error&apos;s words</source>
        <translation>稼働中のすべてのノードのログを検索 (例: エラーの文言)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>VM</source>
        <translation>VM</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="141"/>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="372"/>
        <source>Save Logs</source>
        <translation>ログを保存</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="372"/>
        <source>Compressed tar archives (*.tar.gz)</source>
        <translation>圧縮 tar アーカイブ (*.tar.gz)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="221"/>
        <source>Ray&apos;s dashboard has not listed this cluster&apos;s nodes yet; open the logs again in a moment.</source>
        <translation>Ray ダッシュボードはまだこのクラスタのノードを一覧にしていません。しばらくしてからログをもう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="67"/>
        <source>&amp;Save Logs</source>
        <translation>ログを保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="69"/>
        <source>Save log files in one archive, with a manifest of what each holds</source>
        <translation>ログ ファイルを 1 つのアーカイブに保存し、各ファイルの内容を記したマニフェストを付けます</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="71"/>
        <source>Every Node and Job of the Cluster…</source>
        <translation>クラスターのすべてのノードとジョブ…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="72"/>
        <source>Every log file of the cluster&apos;s alive nodes and the logs of its submitted jobs</source>
        <translation>クラスターの稼働中ノードのすべてのログ ファイルと、送信されたジョブのログ</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="74"/>
        <location filename="../ui/logswindow.cpp" line="354"/>
        <source>This Node&apos;s Logs…</source>
        <translation>このノードのログ…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="75"/>
        <location filename="../ui/logswindow.cpp" line="357"/>
        <source>This Job&apos;s Log…</source>
        <translation>このジョブのログ…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="92"/>
        <source>New &amp;Window</source>
        <translation>新しいウィンドウ(&amp;W)</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="94"/>
        <source>Open these logs in a window of their own, beside the console</source>
        <translation>これらのログをコンソールの横の独立したウィンドウで開きます</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="254"/>
        <source>Ray jobs of the cluster</source>
        <translation>クラスターの Ray ジョブ</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="286"/>
        <source>Submitted jobs</source>
        <translation>送信されたジョブ</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="289"/>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="302"/>
        <source>No jobs were submitted to this cluster, or its dashboard has not listed them yet.</source>
        <translation>このクラスターにはジョブが送信されていないか、ダッシュボードがまだ一覧にしていません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="307"/>
        <source>%n submitted job(s).</source>
        <translation>
            <numerusform>送信されたジョブ %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="337"/>
        <source>The job %1 has logged nothing yet.</source>
        <translation>ジョブ %1 はまだ何もログに出力していません。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="338"/>
        <source>Log of job %1: %n line(s).</source>
        <translation>
            <numerusform>ジョブ %1 のログ: %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="341"/>
        <source>Reading the log of job %1…</source>
        <translation>ジョブ %1 のログを読んでいます…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="353"/>
        <source>Logs of Node %1…</source>
        <translation>ノード %1 のログ…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="357"/>
        <source>Log of Job %1…</source>
        <translation>ジョブ %1 のログ…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="409"/>
        <source>Node %1 is dead in Ray. Only alive nodes serve their logs: what it logged is gone unless it was saved before.</source>
        <translation>ノード %1 は Ray で停止しています。ログを提供するのは稼働中のノードだけです。事前に保存していない限り、記録は失われています。</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="414"/>
        <source>Listing the log files of %1…</source>
        <translation>%1 のログ ファイルを一覧にしています…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="434"/>
        <source>%n log file(s) on %1.</source>
        <translation>
            <numerusform>%1 に %n 個のログ ファイルがあります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="482"/>
        <source>%1: %n line(s).</source>
        <translation>
            <numerusform>%1: %n 行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="484"/>
        <source>Following %1…</source>
        <translation>%1 を追従しています…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="484"/>
        <source>Reading %1…</source>
        <translation>%1 を読み込んでいます…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="492"/>
        <source>Finding &quot;%1&quot;…</source>
        <translation>「%1」を検索しています…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="498"/>
        <source>the log of job %1</source>
        <translation>ジョブ %1 のログ</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="500"/>
        <source>&quot;%1&quot; is not in %2.</source>
        <translation>「%1」は %2 にありません。</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="504"/>
        <source>&quot;%1&quot; found in line %2 of %3.</source>
        <translation>「%1」が %3 の %2 行目に見つかりました。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="539"/>
        <source>%n line(s) found in %1 file(s).</source>
        <translation>
            <numerusform>%1 ファイル中に %n 行が見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="542"/>
        <source>The search stopped at its limit; search for something rarer.</source>
        <translation>検索は上限で停止しました。より珍しい語句で検索してください。</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="547"/>
        <source>Searching every alive node&apos;s logs…</source>
        <translation>稼働中のすべてのノードのログを検索しています…</translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="601"/>
        <source>Saving logs: %1 of %2 files read…</source>
        <translation>ログを保存しています: %2 ファイル中 %1 ファイルを読み込みました…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="612"/>
        <source>The logs are saved in %1: %n file(s), with a manifest.</source>
        <translation>
            <numerusform>ログを %1 に保存しました: %n ファイル、マニフェスト付き。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="618"/>
        <source>%n file(s) could not be read; the manifest says why.</source>
        <translation>
            <numerusform>%n ファイルを読み込めませんでした。理由はマニフェストにあります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/logswindow.cpp" line="622"/>
        <source>%n dead node(s) could not give their logs.</source>
        <translation>
            <numerusform>停止した %n 個のノードからはログを取得できませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/logswindow.cpp" line="625"/>
        <source>Saving logs…</source>
        <translation>ログを保存しています…</translation>
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
        <translation>データは最新ではありません</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="43"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="44"/>
        <source>&amp;Connect to a Supervisor…</source>
        <translation>スーパーバイザーに接続(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="49"/>
        <source>&amp;Disconnect</source>
        <translation>切断(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="52"/>
        <source>Stop following the Supervisor; the next start connects again if you stay logged in.</source>
        <translation>Supervisor の追跡を停止します。ログインしたままにしている場合、次回の起動時に再接続します。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="57"/>
        <source>&amp;Log Out</source>
        <translation>ログアウト(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="59"/>
        <source>Disconnect and remove the session and a remembered password from the keychain; the next connection asks for the password.</source>
        <translation>切断し、セッションと記憶したパスワードをキーチェーンから削除します。次回の接続ではパスワードを尋ねます。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="66"/>
        <source>&amp;New Ray Cluster…</source>
        <translation>新規 Ray クラスタ(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="72"/>
        <source>Open Cluster &amp;YAML…</source>
        <translation>クラスタ YAML を開く(&amp;Y)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="79"/>
        <source>Open Cluster YAML</source>
        <translation>クラスタ YAML を開く</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="81"/>
        <source>Ray cluster YAML (VMRayCluster or ray up config) (*.yaml *.yml *.json)</source>
        <translation>Ray クラスタ YAML (VMRayCluster または ray up 構成) (*.yaml *.yml *.json)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="89"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="94"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="95"/>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="108"/>
        <source>&amp;All VMs…</source>
        <translation>すべての VM(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="112"/>
        <source>Every VM of the Supervisor, across namespaces, in one table</source>
        <translation>スーパーバイザーのすべての VM を、名前空間をまたいで 1 つの表に表示</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="115"/>
        <source>All Ray &amp;Clusters…</source>
        <translation>すべての Ray クラスタ(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="120"/>
        <source>Every Ray cluster of every connected Supervisor, in one table</source>
        <translation>接続中のすべての Supervisor の Ray クラスタを 1 つの表に</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="124"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="165"/>
        <source>&amp;Cluster</source>
        <translation>クラスタ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="166"/>
        <source>&amp;Delete Ray Cluster…</source>
        <translation>Ray クラスタの削除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="182"/>
        <source>Open &amp;Console…</source>
        <translation>コンソールを開く(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="187"/>
        <source>&amp;Logs…</source>
        <translation>ログ(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="696"/>
        <location filename="../ui/mainwindowmenus.cpp" line="172"/>
        <source>Delete the selected Ray clusters, with everything they run on</source>
        <translation>選択した Ray クラスタを、その実行に使用されているすべてのリソースとともに削除</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="175"/>
        <source>&amp;Recreate Node…</source>
        <translation>ノードの再作成(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="701"/>
        <location filename="../ui/mainwindowmenus.cpp" line="179"/>
        <source>Delete the selected node&apos;s VM so the operator deploys it again under its name</source>
        <translation>選択したノードの VM を削除し、オペレーターに同じ名前で再デプロイさせます</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="217"/>
        <source>Alarms</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="264"/>
        <source>Recent Tasks</source>
        <translation>最近のタスク</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="279"/>
        <source>The task log cannot be written (%1): %2</source>
        <translation>タスク ログに書き込めません (%1): %2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="118"/>
        <location filename="../ui/mainwindow.cpp" line="552"/>
        <source>Not connected. Use File &gt; Connect to a Supervisor.</source>
        <translation>接続されていません。[ファイル] &gt; [スーパーバイザーに接続] を使用してください。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="104"/>
        <source>&amp;Find…</source>
        <translation>検索(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="134"/>
        <source>Find clusters and VMs</source>
        <translation>クラスタと VM を検索</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="136"/>
        <source>Finds the Ray clusters and VMs of the Supervisor by name, IP address, VM class or image. Enter goes to the first match, Down moves to the results, Esc clears.</source>
        <translation>Supervisor の Ray クラスタと VM を名前、IP アドレス、VM クラス、イメージで検索します。Enter で最初の一致に移動、下矢印で結果に移動、Esc で消去します。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="138"/>
        <source>Find a cluster, VM, IP, class or image (Ctrl+F)</source>
        <translation>クラスタ、VM、IP、クラス、イメージを検索 (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="308"/>
        <source>%1 as %2: not current.</source>
        <translation>%1 (%2): 最新ではありません。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="310"/>
        <source>What is shown of %1 is not current.</source>
        <translation>表示中の %1 の情報は最新ではありません。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="311"/>
        <source>What is shown of %1 is as it was at %2 and may have changed since.</source>
        <translation>表示中の %1 の情報は %2 時点のもので、その後変わっている可能性があります。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="412"/>
        <source>The Ray dashboard of %1 cannot be reached; the VMs are still shown. %2</source>
        <translation>%1 の Ray ダッシュボードに接続できません。VM は引き続き表示されます。%2</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="417"/>
        <source>The Ray dashboard of %1 answers again.</source>
        <translation>%1 の Ray ダッシュボードが再び応答しています。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="341"/>
        <location filename="../ui/mainwindow.cpp" line="342"/>
        <source>Starting the sandbox Supervisor…</source>
        <translation>サンドボックス スーパーバイザーを起動しています…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="348"/>
        <source>Sandbox Supervisor running at %1.</source>
        <translation>サンドボックス スーパーバイザーが %1 で実行されています。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="350"/>
        <source>Sandbox ready.</source>
        <translation>サンドボックスの準備ができました。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="302"/>
        <location filename="../ui/mainwindow.cpp" line="570"/>
        <source>Connected to %1 as %2.</source>
        <translation>%2 として %1 に接続されています。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="336"/>
        <location filename="../ui/mainwindow.cpp" line="834"/>
        <source>Select a Ray cluster to read its nodes&apos; and jobs&apos; logs.</source>
        <translation>ノードとジョブのログを読むには Ray クラスターを選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="386"/>
        <source>The connection failed: %1</source>
        <translation>接続に失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="502"/>
        <source>%1 is not connected; connect to it to see the object of the alarm.</source>
        <translation>%1 は接続されていません。アラームの対象を表示するには接続してください。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="642"/>
        <source>Cannot Open Cluster YAML</source>
        <translation>クラスタ YAML を開けません</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="665"/>
        <source>Supervisor %1</source>
        <translation>スーパーバイザー %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="666"/>
        <source>Namespace %1</source>
        <translation>名前空間 %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="697"/>
        <source>You can view %1 but not delete its Ray clusters (needs the Edit role).</source>
        <translation>%1 は表示できますが、その Ray クラスタは削除できません (編集ロールが必要です)。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="702"/>
        <source>You can view %1 but not delete its VMs to recreate them (needs the Edit role).</source>
        <translation>%1 は表示できますが、再作成のためにその VM を削除することはできません (編集ロールが必要です)。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="710"/>
        <location filename="../ui/mainwindowmenus.cpp" line="184"/>
        <source>Open the selected node VM&apos;s console in your web browser</source>
        <translation>選択したノード VM のコンソールを Web ブラウザで開きます</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="711"/>
        <source>You can view %1 but not open the consoles of its VMs (needs the Edit role).</source>
        <translation>%1 は表示できますが、その VM のコンソールは開けません (編集ロールが必要です)。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="716"/>
        <location filename="../ui/mainwindowmenus.cpp" line="191"/>
        <source>Ray&apos;s logs of the selected cluster&apos;s nodes and jobs: read, follow, search and save them</source>
        <translation>選択したクラスターのノードとジョブの Ray ログ: 読む、追跡する、検索する、保存する</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="718"/>
        <source>You cannot read the Ray clusters of %1, nor their logs (needs the View role).</source>
        <translation>%1 の Ray クラスターとそのログを読むことはできません (表示ロールが必要です)。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="724"/>
        <source>You can view %1 but not stop the jobs of its Ray clusters (needs the Edit role).</source>
        <translation>%1 は表示できますが、その Ray クラスターのジョブを停止することはできません (編集ロールが必要です)。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="729"/>
        <source>You can view %1 but not create Ray clusters in it (needs the Edit role).</source>
        <translation>%1 は表示できますが、そこに Ray クラスタを作成することはできません (編集ロールが必要です)。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="788"/>
        <source>Asking VM Operator for the console of VM %1…</source>
        <translation>VM %1 のコンソールを VM Operator に要求しています…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="796"/>
        <source>The console of VM %1 was handed to your web browser; its ticket is valid until %2. If no browser opens, set a default web browser for your desktop.</source>
        <translation>VM %1 のコンソールを Web ブラウザに渡しました。チケットの有効期限は %2 です。ブラウザが開かない場合は、デスクトップの既定の Web ブラウザを設定してください。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="806"/>
        <source>No web browser could be started for the console of VM %1. Set a default web browser for your desktop and open the console again.</source>
        <translation>VM %1 のコンソール用の Web ブラウザを起動できませんでした。デスクトップの既定の Web ブラウザを設定して、コンソールをもう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="846"/>
        <source>Ray&apos;s dashboard of %1 has not listed its nodes yet. Logs are read from the dashboard once the head node runs; this tab shows them as soon as it answers.</source>
        <translation>%1 の Ray ダッシュボードはまだノードを一覧にしていません。ログはヘッド ノードが稼働するとダッシュボードから読み取られます。ダッシュボードが応答し次第、このタブに表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="866"/>
        <source>Open Console</source>
        <translation>コンソールを開く</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="302"/>
        <source>&amp;Connect to %1</source>
        <translation>%1 に接続(&amp;C)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowmenus.cpp" line="311"/>
        <source>&amp;New Ray Cluster in %1…</source>
        <translation>%1 に新しい Ray クラスタ(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindowfind.cpp" line="102"/>
        <source>The VM %1 in %2 is no node of a Ray cluster.</source>
        <translation>%2 の VM %1 は Ray クラスタのノードではありません。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="753"/>
        <source>The connection changed while the teardown was being confirmed; nothing was deleted.</source>
        <translation>削除の確認中に接続が変更されたため、何も削除されませんでした。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="772"/>
        <source>The connection changed while the recreate was being confirmed; nothing was deleted.</source>
        <translation>再作成の確認中に接続が変更されたため、何も削除されませんでした。</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.cpp" line="355"/>
        <location filename="../ui/mainwindow.cpp" line="357"/>
        <source>The sandbox could not be started.</source>
        <translation>サンドボックスを起動できませんでした。</translation>
    </message>
</context>
<context>
    <name>vmray::NamespacePresentation</name>
    <message numerus="yes">
        <location filename="../ui/tablepresentations.cpp" line="59"/>
        <source>%1 (%n cluster(s))</source>
        <comment>namespace name and its number of Ray clusters</comment>
        <translation>
            <numerusform>%1 (クラスタ %n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="65"/>
        <source>The number of Ray clusters is not known: your account cannot list them across namespaces.</source>
        <translation>Ray クラスタの数は不明です。このアカウントには、名前空間をまたいでクラスタを一覧表示する権限がありません。</translation>
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
        <translation>%1 (%2)、接続済み: %3</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="336"/>
        <source>%1 as %2, connected</source>
        <translation>%1 (ユーザー: %2)、接続済み</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="339"/>
        <source>%1 as %2: %3; activate to connect</source>
        <translation>%1 (%2): %3。アクティブにすると接続します</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="340"/>
        <source>%1 as %2; activate to connect</source>
        <translation>%1 (ユーザー: %2)、アクティブにすると接続します</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="343"/>
        <source>%1, connected: %2</source>
        <translation>%1、接続済み: %2</translation>
    </message>
    <message>
        <location filename="../ui/navigationmodel.cpp" line="346"/>
        <source>%1, connected</source>
        <translation>%1、接続済み</translation>
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
        <translation>スーパーバイザーとその名前空間</translation>
    </message>
    <message>
        <location filename="../ui/panes/navigationpane.cpp" line="30"/>
        <source>The saved Supervisors; the connected one lists its namespaces with their number of Ray clusters. Selecting a namespace shows its clusters; Enter on another Supervisor connects to it.</source>
        <translation>保存されているスーパーバイザー。接続中のスーパーバイザーには、名前空間とその Ray クラスタの数が表示されます。名前空間を選択すると、そのクラスタが表示されます。別のスーパーバイザーで Enter キーを押すと、そのスーパーバイザーに接続します。</translation>
    </message>
</context>
<context>
    <name>vmray::NodeHistoryChart</name>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="31"/>
        <source>Node use over time</source>
        <translation>ノードの使用率の推移</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="38"/>
        <source>Select a node to see its use over time.</source>
        <translation>使用率の推移を表示するには、ノードを選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="40"/>
        <source>No readings of %1 from Ray&apos;s dashboard yet.</source>
        <translation>Ray のダッシュボードから %1 の測定値をまだ取得していません。</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="43"/>
        <source>no reading</source>
        <translation>測定値なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/nodehistorychart.cpp" line="45"/>
        <source>%1, last %n minute(s): CPU %2 (solid line), memory %3 (dashed line), GPU %4 (dotted line).</source>
        <translation>
            <numerusform>%1、過去 %n 分: CPU %2 (実線)、メモリ %3 (破線)、GPU %4 (点線)。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="52"/>
        <source>Ray reports the node dead.</source>
        <translation>Ray はこのノードを停止状態と報告しています。</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="104"/>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="108"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../ui/nodehistorychart.cpp" line="114"/>
        <source>Memory</source>
        <translation>メモリ</translation>
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
        <translation>ロール</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="164"/>
        <source>Node type</source>
        <translation>ノード タイプ</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="165"/>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="166"/>
        <source>Power</source>
        <translation>パワー状態</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="167"/>
        <source>IP</source>
        <translation>IP</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="168"/>
        <source>VM status</source>
        <translation>VM ステータス</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="169"/>
        <source>Ray status</source>
        <translation>Ray (オペレーター)</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="170"/>
        <source>In Ray</source>
        <comment>column: alive or dead in Ray</comment>
        <translation>Ray での状態</translation>
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
        <translation>メモリ</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="174"/>
        <source>VM class</source>
        <translation>VM クラス</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="175"/>
        <source>Image</source>
        <translation>イメージ</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="176"/>
        <source>Age</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="177"/>
        <source>Time in state</source>
        <translation>状態の経過時間</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="178"/>
        <source>Latest condition</source>
        <translation>最新の状態条件</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="179"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="217"/>
        <source>Ray reports this node dead.</source>
        <translation>Ray はこのノードを停止状態と報告しています。</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="218"/>
        <source>Ray reports this node dead: %1</source>
        <translation>Ray はこのノードを停止状態と報告しています: %1</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="221"/>
        <source>Ray&apos;s dashboard lists no node at this VM&apos;s address: Ray has not started on it, or the node has not joined the cluster.</source>
        <translation>Ray のダッシュボードに、この VM のアドレスのノードが表示されていません。この VM で Ray が起動していないか、ノードがクラスタに参加していません。</translation>
    </message>
    <message>
        <location filename="../ui/clusterpresentation.cpp" line="235"/>
        <source>n/a</source>
        <comment>a GPU without a utilization reading</comment>
        <translation>N/A</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/clusterpresentation.cpp" line="241"/>
        <source>Mean utilization of the node&apos;s %n GPU(s).</source>
        <translation>
            <numerusform>ノードの GPU (%n 個) の平均使用率です。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::NodesPane</name>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="37"/>
        <source>Nodes of the selected cluster</source>
        <translation>選択したクラスタのノード</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="38"/>
        <source>The head and worker VMs of the selected Ray cluster with their state, power, IP address and latest condition. The context menu recreates a node.</source>
        <translation>選択した Ray クラスタのヘッド VM とワーカー VM、およびその状態、パワー状態、IP アドレス、最新の状態条件。コンテキスト メニューからノードを再作成できます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="126"/>
        <source>Copy VM Name</source>
        <translation>VM 名のコピー</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="129"/>
        <source>Copy IP Address</source>
        <translation>IP アドレスのコピー</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="151"/>
        <location filename="../ui/panes/nodespane.cpp" line="164"/>
        <source>Recreate Head Node</source>
        <translation>ヘッド ノードの再作成</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="151"/>
        <location filename="../ui/panes/nodespane.cpp" line="173"/>
        <source>Recreate Node</source>
        <translation>ノードの再作成</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="157"/>
        <source>Recreate the head node %1 of the Ray cluster %2?</source>
        <translation>Ray クラスタ %2 のヘッド ノード %1 を再作成しますか?</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="159"/>
        <source>The head runs Ray&apos;s control processes, so every Ray process of the cluster restarts: running jobs fail, the dashboard and the job submission address are unavailable until the new head runs, and the workers join it again. Whatever is stored on the head VM is lost.

The VM is deleted and the operator deploys a new one under the same name.</source>
        <translation>ヘッドでは Ray の制御プロセスが実行されているため、クラスタのすべての Ray プロセスが再起動されます。実行中のジョブは失敗し、新しいヘッドが実行されるまでダッシュボードとジョブ送信アドレスは使用できなくなり、ワーカーは新しいヘッドに再度参加します。ヘッド VM に保存されているデータはすべて失われます。

VM は削除され、オペレーターが同じ名前で新しい VM をデプロイします。</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="167"/>
        <source>Recreate the worker node %1 of the Ray cluster %2?</source>
        <translation>Ray クラスタ %2 のワーカー ノード %1 を再作成しますか?</translation>
    </message>
    <message>
        <location filename="../ui/panes/nodespane.cpp" line="170"/>
        <source>The VM is deleted and the operator deploys a new one under the same name. Ray tasks running on it fail and are retried elsewhere where they can; whatever is stored on the VM is lost.</source>
        <translation>VM は削除され、オペレーターが同じ名前で新しい VM をデプロイします。この VM で実行中の Ray タスクは失敗し、可能な場合は別の場所で再試行されます。VM に保存されているデータはすべて失われます。</translation>
    </message>
</context>
<context>
    <name>vmray::OptionsWizardPage</name>
    <message>
        <location filename="../ui/wizard/optionspage.cpp" line="72"/>
        <source>Give the registry password too, or leave the registry user empty.</source>
        <translation>レジストリ パスワードも入力するか、レジストリ ユーザーを空のままにしてください。</translation>
    </message>
</context>
<context>
    <name>vmray::PresentationProxy</name>
    <message>
        <location filename="../ui/presentationwords.cpp" line="26"/>
        <location filename="../ui/presentationwords.cpp" line="47"/>
        <source>Starting</source>
        <translation>起動中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="28"/>
        <source>Healthy</source>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="30"/>
        <source>Degraded</source>
        <translation>機能低下</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="32"/>
        <location filename="../ui/presentationwords.cpp" line="51"/>
        <location filename="../ui/presentationwords.cpp" line="94"/>
        <source>Failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="34"/>
        <location filename="../ui/presentationwords.cpp" line="53"/>
        <source>Deleting</source>
        <translation>削除中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="43"/>
        <source>Pending</source>
        <translation>保留中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="45"/>
        <source>Creating</source>
        <translation>作成中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="49"/>
        <location filename="../ui/presentationwords.cpp" line="90"/>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="55"/>
        <source>Removing</source>
        <translation>除去中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="64"/>
        <source>head</source>
        <translation>ヘッド</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="66"/>
        <source>worker</source>
        <translation>ワーカー</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="75"/>
        <source>Create Ray cluster</source>
        <translation>Ray クラスタの作成</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="77"/>
        <source>Delete Ray cluster</source>
        <translation>Ray クラスタの削除</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="79"/>
        <source>Recreate node</source>
        <translation>ノードの再作成</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="81"/>
        <source>Stop Ray job</source>
        <translation>Ray ジョブの停止</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="92"/>
        <source>Completed</source>
        <comment>task state: it succeeded</comment>
        <translation>完了</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="96"/>
        <source>Interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="105"/>
        <source>On</source>
        <translation>パワーオン</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="107"/>
        <source>Off</source>
        <translation>パワーオフ</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="109"/>
        <source>Suspended</source>
        <translation>サスペンド</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="122"/>
        <source>%1s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="124"/>
        <source>%1m</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="126"/>
        <source>%1h %2m</source>
        <translation>%1 時間 %2 分</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="127"/>
        <source>%1d %2h</source>
        <translation>%1 日 %2 時間</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="135"/>
        <source>Alive</source>
        <comment>a node in Ray</comment>
        <translation>稼働中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="137"/>
        <source>Dead</source>
        <comment>a node in Ray</comment>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="139"/>
        <source>Not in Ray</source>
        <translation>Ray で未検出</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="150"/>
        <source>Pending</source>
        <comment>a Ray job</comment>
        <translation>保留中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="152"/>
        <source>Running</source>
        <comment>a Ray job</comment>
        <translation>実行中</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="154"/>
        <source>Stopped</source>
        <comment>a Ray job</comment>
        <translation>停止済み</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="156"/>
        <source>Succeeded</source>
        <comment>a Ray job</comment>
        <translation>成功</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="158"/>
        <source>Failed</source>
        <comment>a Ray job</comment>
        <translation>失敗</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="162"/>
        <source>Unknown</source>
        <comment>a Ray job&apos;s status</comment>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="185"/>
        <source>%1 %</source>
        <comment>a percentage; use the locale&apos;s spacing and sign</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="198"/>
        <source>Ray: not read here</source>
        <translation>Ray: ここでは読み取り不可</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="200"/>
        <location filename="../ui/presentationwords.cpp" line="207"/>
        <source>Ray: reading…</source>
        <translation>Ray: 読み取り中…</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="202"/>
        <source>Ray: dashboard unreachable</source>
        <translation>Ray: ダッシュボードに接続不可</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="208"/>
        <source>Ray: %1 alive of %n</source>
        <comment>nodes alive in Ray of the VMs that run</comment>
        <translation>
            <numerusform>Ray: %n 台中 %1 台が稼働中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="264"/>
        <source>No Ray clusters</source>
        <translation>Ray クラスタなし</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="266"/>
        <source>Ray clusters: %1, all healthy</source>
        <translation>Ray クラスタ: %1、すべて正常</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="271"/>
        <source>%n failed</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>失敗 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="273"/>
        <source>%n degraded</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>機能低下 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="275"/>
        <source>%n starting</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>起動中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="277"/>
        <source>%n being deleted</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>削除中 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/presentationwords.cpp" line="281"/>
        <source>%n healthy</source>
        <comment>Ray clusters in a state</comment>
        <translation>
            <numerusform>正常 %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="293"/>
        <source>Ray clusters: %1 (%2)</source>
        <comment>the number of clusters, then how many are in each state</comment>
        <translation>Ray クラスタ: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../ui/presentationwords.cpp" line="295"/>
        <source>, </source>
        <comment>between the counts of clusters in each state</comment>
        <translation>、</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="35"/>
        <source>Normal</source>
        <comment>alarm status green</comment>
        <translation>正常</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="37"/>
        <source>Unknown</source>
        <comment>alarm status gray</comment>
        <translation>不明</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="39"/>
        <source>Warning</source>
        <comment>alarm status yellow</comment>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="41"/>
        <source>Critical</source>
        <comment>alarm status red</comment>
        <translation>重大</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="50"/>
        <source>no alarm triggered</source>
        <translation>アラームは発生していません</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="52"/>
        <source>an alarm says its state is unknown (gray)</source>
        <translation>アラームが状態不明を示しています (灰色)</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="54"/>
        <source>a warning alarm is triggered (yellow)</source>
        <translation>警告アラームが発生しています (黄色)</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="56"/>
        <source>a critical alarm is triggered (red)</source>
        <translation>重大アラームが発生しています (赤)</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="65"/>
        <source>Ray cluster failed</source>
        <translation>Ray クラスタの失敗</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="67"/>
        <source>Ray cluster degraded</source>
        <translation>Ray クラスタの低下</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="69"/>
        <source>Node VM not running</source>
        <translation>ノード VM が停止</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="71"/>
        <source>Ray node dead</source>
        <translation>Ray ノードの停止</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="73"/>
        <source>Ray dashboard unreachable</source>
        <translation>Ray ダッシュボードに到達不能</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="75"/>
        <source>Demands cannot be placed</source>
        <translation>要求を配置できない</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="77"/>
        <source>Namespace quota nearly full</source>
        <translation>ネームスペースのクォータがほぼ上限</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="79"/>
        <source>Session expiring</source>
        <translation>セッションの期限切れ間近</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="81"/>
        <source>Pinned certificate expiring</source>
        <translation>固定した証明書の期限切れ間近</translation>
    </message>
    <message>
        <location filename="../ui/alarmpresentation.cpp" line="83"/>
        <source>Supervisor unavailable</source>
        <translation>Supervisor を利用できない</translation>
    </message>
</context>
<context>
    <name>vmray::RayPanel</name>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="35"/>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="37"/>
        <source>Object store</source>
        <translation>オブジェクト ストア</translation>
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
        <translation>選択したクラスタについて Ray が報告する内容</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="67"/>
        <source>Nodes alive in Ray, resources in use and what the autoscaler waits for.</source>
        <translation>Ray で稼働中のノード、使用中のリソース、オートスケーラーが待機している要求。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="125"/>
        <source>Node history</source>
        <translation>ノードの履歴</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="130"/>
        <source>History of %1 (%2), last %n minute(s)</source>
        <translation>
            <numerusform>%1 (%2) の履歴、過去 %n 分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="133"/>
        <source>no IP address yet</source>
        <translation>IP アドレス未割り当て</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="147"/>
        <source>Select a Ray cluster to see what Ray reports.</source>
        <translation>Ray が報告する内容を表示するには、Ray クラスタを選択してください。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="150"/>
        <source>Ray dashboards are not read: reading them is turned off in Settings.</source>
        <translation>Ray ダッシュボードは読み取られません: [設定] で読み取りがオフになっています。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="155"/>
        <source>The cluster is being deleted; its Ray dashboard is no longer read.</source>
        <translation>クラスタは削除中です。Ray ダッシュボードはもう読み取られません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="156"/>
        <source>Ray&apos;s dashboard is read once the head node runs.</source>
        <translation>Ray のダッシュボードは、ヘッド ノードが実行されると読み取られます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="163"/>
        <source>Ray&apos;s dashboard is not read.</source>
        <translation>Ray のダッシュボードは読み取られていません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="169"/>
        <source>Reading Ray&apos;s dashboard at %1…</source>
        <translation>%1 で Ray のダッシュボードを読み取っています…</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="173"/>
        <source>The VMs are still read from the Supervisor; only Ray&apos;s own view is missing. The console tries again, less often while it fails.</source>
        <translation>VM は引き続きスーパーバイザーから読み取られています。欠けているのは Ray 自体のビューのみです。コンソールは再試行しますが、失敗が続く間は再試行の間隔が長くなります。</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="181"/>
        <source>%1 of %n VM(s) that run are alive in Ray.</source>
        <translation>
            <numerusform>実行中の VM %n 台中 %1 台が Ray で稼働中です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="186"/>
        <source>Dead in Ray while the VM runs: %1. Recreate the node to bring it back.</source>
        <comment>the names of the nodes</comment>
        <translation>
            <numerusform>VM は実行中ですが Ray では停止しています: %1。ノードを再作成すると復旧します。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="192"/>
        <source>Reading the autoscaler&apos;s status…</source>
        <translation>オートスケーラーのステータスを読み取っています…</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="193"/>
        <source>The autoscaler&apos;s status cannot be read: %1</source>
        <translation>オートスケーラーのステータスを読み取れません: %1</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="198"/>
        <source>This cluster&apos;s autoscaler reports no resource figures (autoscaler v2 or not reported yet).</source>
        <translation>このクラスタのオートスケーラーはリソースの数値を報告していません (オートスケーラー v2 であるか、まだ報告されていません)。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="204"/>
        <source>Reserved by tasks and actors</source>
        <translation>タスクとアクターによる予約</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="209"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="212"/>
        <source>Pending demands</source>
        <translation>保留中の要求</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="215"/>
        <source>None: no task or actor waits for resources.</source>
        <translation>なし: リソースを待機しているタスクまたはアクターはありません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="222"/>
        <source>Requested by request_resources(): %1</source>
        <translation>request_resources() による要求: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/panes/raypanel.cpp" line="225"/>
        <source>%n placement group(s) waiting.</source>
        <translation>
            <numerusform>%n 個の配置グループが待機中です。</numerusform>
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
        <translation>オートスケーラーが起動中のノードはありません。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="236"/>
        <source>The autoscaler is launching: %1.</source>
        <translation>オートスケーラーが起動中: %1。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="241"/>
        <source>Nodes the autoscaler failed to launch: %1.</source>
        <translation>オートスケーラーが起動に失敗したノード: %1。</translation>
    </message>
    <message>
        <location filename="../ui/panes/raypanel.cpp" line="245"/>
        <source>The autoscaler&apos;s last error: %1</source>
        <translation>オートスケーラーの最新のエラー: %1</translation>
    </message>
</context>
<context>
    <name>vmray::ReviewWizardPage</name>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="29"/>
        <source>Review and create</source>
        <translation>確認して作成</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="30"/>
        <source>The VMRayCluster resource that will be created. Edit it here if you like; it is checked as you type.</source>
        <translation>作成される VMRayCluster リソースです。ここで編集することもできます。入力中に内容がチェックされます。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="36"/>
        <source>Cluster YAML</source>
        <translation>クラスタ YAML</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="38"/>
        <source>The VMRayCluster resource to create, checked as you type; the problems are listed beside it.</source>
        <translation>作成する VMRayCluster リソース。入力中にチェックされ、問題は横に一覧表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="44"/>
        <source>&amp;Problems:</source>
        <translation>問題(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="49"/>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="51"/>
        <source>Each problem of the YAML, an error or a warning; Enter goes to its line.</source>
        <translation>YAML の各問題 (エラーまたは警告)。Enter キーを押すと、該当する行に移動します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="65"/>
        <source>&amp;Save YAML…</source>
        <translation>YAML の保存(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="67"/>
        <source>&amp;Export ray up Config…</source>
        <translation>ray up 構成のエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="69"/>
        <source>Rebuild &amp;from Form</source>
        <translation>フォームから再構築(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="71"/>
        <source>Replace the YAML with what the form pages say; your edits here are dropped.</source>
        <translation>YAML をフォーム ページの内容で置き換えます。ここで行った編集は破棄されます。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="73"/>
        <source>Check with a &amp;Dry Run</source>
        <translation>ドライ ランで確認(&amp;D)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="75"/>
        <source>Send the cluster to the Supervisor with dryRun: its schema, the operator&apos;s webhook and admission check it, and nothing is created. Done each time this page opens.</source>
        <translation>クラスタを dryRun 付きでスーパーバイザーに送信します。スキーマ、オペレーターの Webhook、アドミッションが確認し、何も作成されません。このページを開くたびに実行されます。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="78"/>
        <source>&amp;Open Existing Cluster</source>
        <translation>既存のクラスタを開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="90"/>
        <source>Create status</source>
        <translation>作成ステータス</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="142"/>
        <source>Line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="149"/>
        <source>No problems found.</source>
        <translation>問題は見つかりませんでした。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="157"/>
        <source>%1 vCPU, %2 GiB memory</source>
        <translation>%1 vCPU、メモリ %2 GiB</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="161"/>
        <source>, GPUs: %1</source>
        <translation>、GPU: %1</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="164"/>
        <source>What the VM classes reserve</source>
        <translation>VM クラスによる予約量</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/reviewpage.cpp" line="165"/>
        <source>At the minimum of %n node(s): %1.</source>
        <translation>
            <numerusform>最小構成 (%n ノード): %1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/reviewpage.cpp" line="169"/>
        <source>At the maximum of %n node(s): %1.</source>
        <translation>
            <numerusform>最大構成 (%n ノード): %1。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="174"/>
        <source>Not counted (VM class unknown here): %1.</source>
        <translation>集計対象外 (ここでは不明な VM クラス): %1。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="187"/>
        <source>%1 vCPU</source>
        <translation>%1 vCPU</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="189"/>
        <source>%1 GiB memory</source>
        <translation>メモリ %1 GiB</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="191"/>
        <source>Namespace quota left</source>
        <translation>名前空間クォータの残り</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="200"/>
        <source>Even the minimum does not fit into what the quota leaves; the cluster would not start all its nodes.</source>
        <translation>最小構成でもクォータの残りに収まりません。クラスタのすべてのノードは起動しません。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/reviewpage.cpp" line="206"/>
        <source>At most, the cluster would need more than the quota leaves; the last workers would not start.</source>
        <translation>最大構成では、クラスタはクォータの残りを超えるリソースを必要とします。最後の方のワーカーは起動しません。</translation>
    </message>
</context>
<context>
    <name>vmray::SandboxSupervisor</name>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="26"/>
        <source>The Supervisor emulator could not be started: %1</source>
        <translation>スーパーバイザー エミュレーターを起動できませんでした: %1</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="29"/>
        <source>The Supervisor emulator stopped unexpectedly.</source>
        <translation>スーパーバイザー エミュレーターが予期せず停止しました。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="32"/>
        <source>The Supervisor emulator exited with code %1.</source>
        <translation>スーパーバイザー エミュレーターがコード %1 で終了しました。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="34"/>
        <source>The emulator&apos;s ready file is not a JSON object: %1</source>
        <translation>エミュレーターの準備完了ファイルが JSON オブジェクトではありません: %1</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="37"/>
        <source>The emulator&apos;s ready file lacks its URL or users.</source>
        <translation>エミュレーターの準備完了ファイルに URL またはユーザーが含まれていません。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="40"/>
        <source>The Supervisor emulator (vmray-supervisor-emulator) was not found beside the console. Build or install both programs together.</source>
        <translation>スーパーバイザー エミュレーター (vmray-supervisor-emulator) がコンソールと同じ場所に見つかりませんでした。両方のプログラムを一緒にビルドまたはインストールしてください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="44"/>
        <source>No temporary folder could be created for the sandbox: %1</source>
        <translation>サンドボックス用の一時フォルダを作成できませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/supervisor/supervisor/sandboxsupervisor.cpp" line="47"/>
        <source>The Supervisor emulator did not become ready within %n second(s).</source>
        <translation>
            <numerusform>スーパーバイザー エミュレーターが %n 秒以内に準備完了になりませんでした。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>vmray::SettingsDialog</name>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="54"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="60"/>
        <source>System default</source>
        <translation>システムのデフォルト</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="65"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="70"/>
        <source> MiB</source>
        <translation> MiB</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="76"/>
        <source>A server&apos;s answer larger than this is refused instead of being read into memory. A list of 10,000 VMs is about 20 MiB.</source>
        <translation>サーバの応答がこのサイズを超える場合は、メモリに読み込まずに拒否します。10,000 台の VM の一覧は約 20 MiB です。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="78"/>
        <source>Largest server &amp;response:</source>
        <translation>サーバ応答の最大サイズ(&amp;R):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="83"/>
        <source>Never</source>
        <translation>読み取らない</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="84"/>
        <source> s</source>
        <comment>seconds</comment>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="88"/>
        <source>How often the console reads the Ray dashboards of the clusters shown: the nodes of each, and the status and jobs of the selected one. Never: Ray&apos;s own view is not shown.</source>
        <translation>表示されているクラスタの Ray ダッシュボードをコンソールが読み取る間隔です (各クラスタのノード、および選択したクラスタのステータスとジョブ)。[読み取らない] の場合、Ray 自体のビューは表示されません。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="91"/>
        <source>Read Ray &amp;dashboards every:</source>
        <translation>Ray ダッシュボードの読み取り間隔(&amp;D):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="93"/>
        <source>Connect to every saved Supervisor on start</source>
        <translation>起動時に保存済みのすべての Supervisor に接続する</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="97"/>
        <source>Each one whose password or session the keychain keeps connects at once; the others ask for their password one after another.</source>
        <translation>キーチェーンにパスワードまたはセッションがあるものはすぐに接続し、その他は順にパスワードを尋ねます。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="102"/>
        <source>Alarms</source>
        <translation>アラーム</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="106"/>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="107"/>
        <source>Critical (red) alarms</source>
        <translation>重大 (赤) アラーム</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="109"/>
        <source>Critical and warning (red and yellow) alarms</source>
        <translation>重大および警告 (赤と黄) アラーム</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="111"/>
        <source>Desktop &amp;notifications:</source>
        <translation>デスクトップ通知(&amp;N):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="114"/>
        <source>Ray cluster de&amp;graded for longer than:</source>
        <translation>Ray クラスタの低下が次を超えたとき(&amp;G):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="116"/>
        <source>Node &amp;VM not running for longer than:</source>
        <translation>ノード VM の停止が次を超えたとき(&amp;V):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="119"/>
        <source>Ray dashboard unreac&amp;hable for longer than:</source>
        <translation>Ray ダッシュボードに到達不能な時間が次を超えたとき(&amp;H):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="122"/>
        <source>Demands unpla&amp;ced for longer than:</source>
        <translation>要求が配置されない時間が次を超えたとき(&amp;C):</translation>
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
        <translation>ネームスペースのクォータ使用率が次以上(&amp;Q):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="131"/>
        <source>&amp;Session expiring within:</source>
        <translation>セッションの期限切れまで(&amp;S):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="135"/>
        <source> days</source>
        <translation> 日</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="137"/>
        <source>&amp;Pinned certificate expiring within:</source>
        <translation>固定した証明書の期限切れまで(&amp;P):</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="140"/>
        <source>The language and the response limit take effect the next time the console starts; how often Ray dashboards are read, at once.</source>
        <translation>言語と応答サイズの上限は、次回コンソールを起動したときに有効になります。Ray ダッシュボードの読み取り間隔はすぐに有効になります。</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="160"/>
        <source> min</source>
        <comment>minutes</comment>
        <translation> 分</translation>
    </message>
    <message>
        <location filename="../ui/settingsdialog.cpp" line="235"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
</context>
<context>
    <name>vmray::SupervisorConnection</name>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="63"/>
        <source>The token of context %1 holds control characters or characters outside ASCII, so it is not a token and was not sent. Log in with your vSphere password instead.</source>
        <translation>コンテキスト %1 のトークンに制御文字または ASCII 以外の文字が含まれているため、有効なトークンではなく、送信しませんでした。代わりに vSphere のパスワードでログインしてください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="80"/>
        <source>The client certificate or key of context %1 cannot be read.</source>
        <translation>コンテキスト %1 のクライアント証明書またはキーを読み取れません。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="87"/>
        <source>Context %1 needs a credential plugin, which the console cannot run. Log in with your vSphere password instead.</source>
        <translation>コンテキスト %1 には認証情報プラグインが必要ですが、コンソールではこれを実行できません。代わりに vSphere のパスワードでログインしてください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/supervisorconnection.cpp" line="90"/>
        <source>Context %1 has no token or client certificate. Log in with your vSphere password instead.</source>
        <translation>コンテキスト %1 にはトークンもクライアント証明書もありません。代わりに vSphere のパスワードでログインしてください。</translation>
    </message>
</context>
<context>
    <name>vmray::SupervisorSession</name>
    <message>
        <location filename="../models/supervisor/supervisor/session.cpp" line="17"/>
        <source>The session expires soon. Log in again to keep working.</source>
        <translation>セッションの有効期限がまもなく切れます。作業を続けるには、再度ログインしてください。</translation>
    </message>
    <message>
        <location filename="../models/supervisor/supervisor/session.cpp" line="20"/>
        <source>The Supervisor no longer accepts the session. Log in again.</source>
        <translation>スーパーバイザーがこのセッションを受け付けなくなりました。再度ログインしてください。</translation>
    </message>
</context>
<context>
    <name>vmray::TargetWizardPage</name>
    <message>
        <location filename="../ui/wizard/targetpage.cpp" line="42"/>
        <source>&amp;Open the Existing Cluster</source>
        <translation>既存のクラスタを開く(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/targetpage.cpp" line="44"/>
        <source>Shows the cluster that has this name in the main window.</source>
        <translation>この名前のクラスタをメイン ウィンドウに表示します。</translation>
    </message>
</context>
<context>
    <name>vmray::TaskPresentation</name>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="81"/>
        <source>Task</source>
        <translation>タスク</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="82"/>
        <source>Target</source>
        <translation>ターゲット</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="83"/>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="84"/>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="85"/>
        <source>Initiator</source>
        <translation>開始者</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="86"/>
        <source>Started</source>
        <translation>開始時刻</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="87"/>
        <source>Completed</source>
        <comment>column: when a task ended</comment>
        <translation>完了時刻</translation>
    </message>
    <message>
        <location filename="../ui/tablepresentations.cpp" line="88"/>
        <source>Supervisor</source>
        <translation>スーパーバイザー</translation>
    </message>
</context>
<context>
    <name>vmray::TasksPane</name>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="28"/>
        <source>Recent Tasks</source>
        <translation>最近のタスク</translation>
    </message>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="29"/>
        <source>Cluster creations, teardowns and node recreations, newest first, with their status. Enter on a teardown opens its progress.</source>
        <translation>クラスタの作成、削除、ノードの再作成の各タスクとそのステータス (新しい順)。削除タスクで Enter キーを押すと、その進行状況が表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/panes/taskspane.cpp" line="53"/>
        <source>Double-click a teardown to follow it.</source>
        <translation>削除タスクをダブルクリックすると、進行状況を追跡できます。</translation>
    </message>
</context>
<context>
    <name>vmray::TeardownDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="61"/>
        <source>Delete Ray Cluster</source>
        <translation>Ray クラスタの削除</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="74"/>
        <source>Delete the Ray cluster %1 in the namespace %2?</source>
        <translation>名前空間 %2 の Ray クラスタ %1 を削除しますか?</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="79"/>
        <source>Running Ray jobs stop, and whatever is stored on the clusters&apos; VMs is lost. This cannot be undone.</source>
        <translation>実行中の Ray ジョブは停止し、クラスタの VM に保存されているデータはすべて失われます。この操作は元に戻せません。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="94"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="98"/>
        <source>Ray cluster</source>
        <translation>Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="103"/>
        <source>Head VM</source>
        <translation>ヘッド VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="103"/>
        <location filename="../ui/teardowndialog.cpp" line="116"/>
        <source>none yet</source>
        <translation>まだなし</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="105"/>
        <location filename="../ui/teardowndialog.cpp" line="109"/>
        <source>Worker VMs</source>
        <translation>ワーカー VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="105"/>
        <location filename="../ui/teardowndialog.cpp" line="221"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="61"/>
        <source>Delete %n Ray Cluster(s)</source>
        <translation>
            <numerusform>%n 個の Ray クラスタの削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="76"/>
        <source>Delete these %n Ray cluster(s) in the namespace %1?</source>
        <translation>
            <numerusform>名前空間 %1 のこれら %n 個の Ray クラスタを削除しますか?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="85"/>
        <source>&amp;These will be deleted:</source>
        <translation>削除される項目(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="89"/>
        <source>What will be deleted</source>
        <translation>削除される項目</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="91"/>
        <source>Each cluster with its head and worker VMs, its VM service and its secrets.</source>
        <translation>各クラスタと、そのヘッド VM、ワーカー VM、VM サービス、シークレット。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="94"/>
        <source>Object</source>
        <comment>column: the kind of object a teardown deletes</comment>
        <translation>オブジェクト</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="109"/>
        <source>%n worker VM(s)</source>
        <translation>
            <numerusform>%n 台のワーカー VM</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="111"/>
        <source>Worker VM</source>
        <translation>ワーカー VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="115"/>
        <source>VM service</source>
        <translation>VM サービス</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="117"/>
        <source>%1 (the head&apos;s load balancer)</source>
        <translation>%1 (ヘッドのロード バランサ)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="119"/>
        <source>Secrets the operator removes</source>
        <translation>オペレーターが削除するシークレット</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="119"/>
        <source>Looking them up…</source>
        <translation>検索しています…</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="141"/>
        <source>To confirm, type the cluster&apos;s name, %1:</source>
        <translation>確認のため、クラスタ名 %1 を入力してください:</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="143"/>
        <source>To confirm, type %1:</source>
        <translation>確認のため、%1 と入力してください:</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="148"/>
        <source>Confirmation</source>
        <translation>確認</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="155"/>
        <source>Delete Cluster</source>
        <translation>クラスタを削除</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="155"/>
        <source>Delete %n Cluster(s)</source>
        <translation>
            <numerusform>%n 個のクラスタを削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="194"/>
        <source>delete %n cluster(s)</source>
        <comment>typed to confirm; keep it short and easy to type</comment>
        <translation>
            <numerusform>%n個のクラスタを削除</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="223"/>
        <source>%n secret(s)</source>
        <translation>
            <numerusform>%n 個のシークレット</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="206"/>
        <source>Waiting for the list of the clusters&apos; secrets.</source>
        <translation>クラスタのシークレットの一覧を待機しています。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="149"/>
        <source>Type %1 to enable deleting.</source>
        <translation>削除を有効にするには、%1 と入力してください。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="219"/>
        <source>Not known: %1</source>
        <translation>不明: %1</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="225"/>
        <source>Secret</source>
        <translation>シークレット</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="231"/>
        <source>Registry credentials</source>
        <translation>レジストリの認証情報</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="233"/>
        <source>Also delete %1 (created by this console)</source>
        <translation>%1 も削除 (このコンソールで作成)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="234"/>
        <source>Also delete %1 (not created by this console)</source>
        <translation>%1 も削除 (このコンソール以外で作成)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="240"/>
        <source>The operator leaves this secret behind when the cluster goes. A cluster created again under this name would use it.</source>
        <translation>クラスタが削除されても、オペレーターはこのシークレットを残します。同じ名前でクラスタを再度作成すると、このシークレットが使用されます。</translation>
    </message>
</context>
<context>
    <name>vmray::TeardownProgressDialog</name>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="264"/>
        <location filename="../ui/teardowndialog.cpp" line="481"/>
        <source>Deleting %1</source>
        <translation>%1 の削除中</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="265"/>
        <location filename="../ui/teardowndialog.cpp" line="482"/>
        <source>Deleting %n Ray Cluster(s)</source>
        <translation>
            <numerusform>%n 個の Ray クラスタの削除中</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="279"/>
        <source>&amp;Retry Now</source>
        <translation>今すぐ再試行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="282"/>
        <source>Ask the operator to try the deletion again now instead of in a minute.</source>
        <translation>1 分後ではなく今すぐ削除を再試行するよう、オペレーターに要求します。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="294"/>
        <source>What is being deleted</source>
        <translation>削除中の項目</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="296"/>
        <source>Each cluster with its VMs, VM service and secrets, and the state of each.</source>
        <translation>各クラスタと、その VM、VM サービス、シークレット、およびそれぞれの状態。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="299"/>
        <source>Closing this window does not stop the teardown; it goes on and is listed under Recent Tasks.</source>
        <translation>このウィンドウを閉じても削除は停止しません。削除は続行され、[最近のタスク] に表示されます。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="311"/>
        <source>Ray cluster</source>
        <translation>Ray クラスタ</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="316"/>
        <location filename="../ui/teardowndialog.cpp" line="394"/>
        <source>Head VM</source>
        <translation>ヘッド VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="316"/>
        <location filename="../ui/teardowndialog.cpp" line="394"/>
        <source>Worker VM</source>
        <translation>ワーカー VM</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="318"/>
        <source>VM service</source>
        <translation>VM サービス</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="320"/>
        <source>Secret</source>
        <translation>シークレット</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="323"/>
        <source>Registry credentials</source>
        <translation>レジストリの認証情報</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="365"/>
        <source>being deleted</source>
        <translation>削除中</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="369"/>
        <source>gone</source>
        <translation>削除済み</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="382"/>
        <source>no longer followed</source>
        <translation>追跡終了</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="388"/>
        <source>left behind by the operator</source>
        <translation>オペレーターにより残存</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="389"/>
        <source>waiting for the operator</source>
        <translation>オペレーターを待機中</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="402"/>
        <source>removed by the operator; checked at the end</source>
        <translation>オペレーターが削除 (最後に確認)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="404"/>
        <source>still there</source>
        <translation>残存</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="412"/>
        <location filename="../ui/teardowndialog.cpp" line="424"/>
        <source>deleting…</source>
        <translation>削除中…</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="419"/>
        <source>being finalized by the operator (%1 of %n VM(s) gone)</source>
        <translation>
            <numerusform>オペレーターによる最終処理中 (VM %n 台中 %1 台が削除済み)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="478"/>
        <source>Teardown of %1 Ended</source>
        <translation>%1 の削除が終了しました</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="479"/>
        <source>Teardown of %n Ray Cluster(s) Ended</source>
        <translation>
            <numerusform>%n 個の Ray クラスタの削除が終了しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="490"/>
        <source>The teardown of %n cluster(s) has ended.</source>
        <translation>
            <numerusform>%n 個のクラスタの削除処理が終了しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/teardowndialog.cpp" line="496"/>
        <source>Deleting %n cluster(s): %1 done.</source>
        <translation>
            <numerusform>%n 個のクラスタを削除しています: %1 個完了。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="430"/>
        <source>deleted, with everything listed</source>
        <translation>削除済み (一覧のすべての項目)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="435"/>
        <source>deleted; VMs left behind</source>
        <translation>削除済み (VM が残存)</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="442"/>
        <source>not deleted</source>
        <translation>未削除</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="446"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="455"/>
        <source>The operator could not delete %1: %2 (%3). It tries again every minute; Retry Now asks it to try at once. If this goes on, the cause is on the Supervisor or in vCenter, for example a VM that vCenter cannot remove.</source>
        <translation>オペレーターは %1 を削除できませんでした: %2 (%3)。オペレーターは 1 分ごとに再試行します。[今すぐ再試行] をクリックすると、すぐに再試行するよう要求できます。この状態が続く場合、原因はスーパーバイザーまたは vCenter にあります (例: vCenter が削除できない VM)。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="461"/>
        <source>%1 is still being finalized after a long time. The operator removes its finalizer (vmraycluster.vmray.broadcom.com) once it has asked for every VM and secret of the cluster to be deleted, so it may not be running or may be stuck: check the vmray operator on the Supervisor and the cluster&apos;s events. Removing the finalizer by hand would leave the VMs behind.</source>
        <translation>%1 は長時間経過しても最終処理中のままです。オペレーターは、クラスタのすべての VM とシークレットの削除を要求した時点でファイナライザー (vmraycluster.vmray.broadcom.com) を削除します。そのため、オペレーターが実行されていないか、停止している可能性があります。スーパーバイザー上の vmray オペレーターとクラスタのイベントを確認してください。ファイナライザーを手動で削除すると、VM が残ったままになります。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="471"/>
        <source>Retrying failed: %1</source>
        <translation>再試行に失敗しました: %1</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="487"/>
        <source>%1 is deleted: the cluster, its VMs and its VM service are gone.</source>
        <translation>%1 は削除されました。クラスタ、その VM、および VM サービスはすべて削除されています。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="489"/>
        <source>The teardown ended without deleting the cluster.</source>
        <translation>削除処理は終了しましたが、クラスタは削除されませんでした。</translation>
    </message>
    <message>
        <location filename="../ui/teardowndialog.cpp" line="493"/>
        <source>Deleting %1: following every VM until it is gone.</source>
        <translation>%1 を削除しています。すべての VM が削除されるまで追跡します。</translation>
    </message>
</context>
<context>
    <name>vmray::WorkersWizardPage</name>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="27"/>
        <location filename="../ui/wizard/workerspage.cpp" line="32"/>
        <source>Worker node types</source>
        <translation>ワーカー ノード タイプ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="28"/>
        <source>The kinds of worker VMs, and how many of each kind Ray&apos;s autoscaler may run.</source>
        <translation>ワーカー VM の種類と、Ray のオートスケーラーが種類ごとに実行できる VM の数を指定します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="34"/>
        <source>A row per kind of worker VM: its name, VM class, the least and most workers of the kind, and the CPUs, GPUs and memory Ray schedules on. Tab goes through each row&apos;s fields.</source>
        <translation>ワーカー VM の種類ごとに 1 行: 名前、VM クラス、その種類のワーカーの最小数と最大数、および Ray がスケジュール設定の基準とする CPU、GPU、メモリ。Tab キーで各行のフィールド間を移動します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="39"/>
        <source>Node type</source>
        <translation>ノード タイプ</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="40"/>
        <source>VM class</source>
        <translation>VM クラス</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="41"/>
        <source>Min</source>
        <translation>最小</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="42"/>
        <source>Max</source>
        <translation>最大</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="43"/>
        <source>CPUs for Ray</source>
        <translation>Ray 用 CPU</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="44"/>
        <source>GPUs for Ray</source>
        <translation>Ray 用 GPU</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="45"/>
        <source>Memory for Ray (GiB)</source>
        <translation>Ray 用メモリ (GiB)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="49"/>
        <source>CPUs, GPUs and memory for Ray: what Ray schedules on; &quot;from class&quot; leaves it to what the VM class has.</source>
        <translation>Ray 用の CPU、GPU、メモリ: Ray がスケジュール設定の基準とする値です。「クラスの値」の場合は、VM クラスのリソースがそのまま使用されます。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="53"/>
        <source>&amp;Add Node Type</source>
        <translation>ノード タイプの追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="55"/>
        <source>&amp;Remove Node Type</source>
        <translation>ノード タイプの削除(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="57"/>
        <source>Removes the node type of the current row.</source>
        <translation>現在の行のノード タイプを削除します。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="64"/>
        <source>Maximum total &amp;workers:</source>
        <translation>ワーカーの最大合計数(&amp;W):</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/wizard/workerspage.cpp" line="69"/>
        <source> minute(s)</source>
        <comment>after a number in a spin box</comment>
        <translation>
            <numerusform> 分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="73"/>
        <source>Remove idle workers af&amp;ter:</source>
        <translation>アイドル ワーカーを削除するまでの時間(&amp;T):</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="136"/>
        <source>%1 of node type %2</source>
        <translation>%1 (ノード タイプ %2)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="66"/>
        <source>Ray&apos;s default (5 minutes)</source>
        <translation>Ray のデフォルト (5 分)</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="75"/>
        <source>These bounds are fixed for the cluster&apos;s life: the head&apos;s autoscaler reads them once, when the cluster is created. To change them later, create a new cluster.</source>
        <translation>これらの上限と下限は、クラスタの存続期間中は固定です。ヘッドのオートスケーラーは、クラスタの作成時に一度だけこれらを読み取ります。後で変更するには、新しいクラスタを作成してください。</translation>
    </message>
    <message>
        <location filename="../ui/wizard/workerspage.cpp" line="131"/>
        <source>from class</source>
        <translation>クラスの値</translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterApply</name>
    <message>
        <location filename="../models/ray/ray/clusterapply.cpp" line="174"/>
        <source>The console is no longer connected to the Supervisor.</source>
        <translation>コンソールはスーパーバイザーに接続されていません。</translation>
    </message>
</context>
<context>
    <name>vmray::ray::ClusterCatalog</name>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="365"/>
        <source>The VM classes could not be read: %1</source>
        <translation>VM クラスを読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="380"/>
        <source>The VM images could not be read: %1</source>
        <translation>VM イメージを読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="401"/>
        <source>The namespace&apos;s quota could not be read: %1</source>
        <translation>名前空間のクォータを読み取れませんでした: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/clustercatalog.cpp" line="422"/>
        <source>The Ray clusters of the namespace could not be read: %1</source>
        <translation>名前空間の Ray クラスタを読み取れませんでした: %1</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayDashboardParser</name>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboard.cpp" line="117"/>
        <source>The dashboard&apos;s answer is larger than %n MiB and was not read.</source>
        <translation>
            <numerusform>ダッシュボードの応答が %n MiB を超えているため、読み取りませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="121"/>
        <source>The dashboard sent an empty answer.</source>
        <translation>ダッシュボードから空の応答が返されました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="123"/>
        <source>The dashboard&apos;s answer is not valid JSON (%1 at byte %2).</source>
        <translation>ダッシュボードの応答は有効な JSON ではありません (バイト %2 で %1)。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="126"/>
        <source>The dashboard&apos;s answer is not a JSON object.</source>
        <translation>ダッシュボードの応答は JSON オブジェクトではありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="129"/>
        <source>The dashboard reported an error without saying which.</source>
        <translation>ダッシュボードがエラーを報告しましたが、内容は示されていません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="132"/>
        <source>The dashboard reported an error: %1</source>
        <translation>ダッシュボードがエラーを報告しました: %1</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="134"/>
        <source>The dashboard&apos;s answer lacks its data.</source>
        <translation>ダッシュボードの応答にデータがありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="136"/>
        <source>The dashboard&apos;s answer has no node list.</source>
        <translation>ダッシュボードの応答にノード一覧がありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="139"/>
        <source>The dashboard&apos;s job list is not a list.</source>
        <translation>ダッシュボードのジョブ一覧がリスト形式ではありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="142"/>
        <source>The dashboard&apos;s answer does not say whether the job was stopped.</source>
        <translation>ダッシュボードの応答には、ジョブが停止したかどうかが示されていません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="145"/>
        <source>The dashboard answered with HTTP status %1.</source>
        <translation>ダッシュボードが HTTP ステータス %1 で応答しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboard.cpp" line="148"/>
        <source>The dashboard answered with HTTP status %1: %2</source>
        <translation>ダッシュボードが HTTP ステータス %1 で応答しました: %2</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayDashboardPoller</name>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="176"/>
        <source>The Ray dashboard is not polled: %1 is not an HTTP address.</source>
        <translation>Ray ダッシュボードはポーリングされません: %1 は HTTP アドレスではありません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="179"/>
        <source>The Ray dashboard is not polled: the server sent an invalid address.</source>
        <translation>Ray ダッシュボードはポーリングされません: サーバが無効なアドレスを送信しました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="182"/>
        <source>The Ray dashboard at %1 is not polled: here only this computer&apos;s own addresses may be reached.</source>
        <translation>%1 の Ray ダッシュボードはポーリングされません: ここでは、このコンピュータ自身のアドレスにのみ接続できます。</translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="186"/>
        <source>The Ray dashboard at %1 sent an answer larger than %n MiB, which was not read.</source>
        <translation>
            <numerusform>%1 の Ray ダッシュボードが %n MiB を超える応答を送信したため、読み取りませんでした。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="190"/>
        <source>The Ray dashboard at %1 did not answer within %n second(s).</source>
        <translation>
            <numerusform>%1 の Ray ダッシュボードが %n 秒以内に応答しませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="194"/>
        <source>The Ray dashboard at %1 cannot be reached: %2</source>
        <translation>%1 の Ray ダッシュボードに接続できません: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="197"/>
        <source>No job was named to stop.</source>
        <translation>停止するジョブが指定されていません。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raydashboardpoller.cpp" line="199"/>
        <source>The job cannot be stopped while the console shuts down.</source>
        <translation>コンソールの終了中はジョブを停止できません。</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayLogBundle</name>
    <message>
        <location filename="../models/ray/ray/raylogbundle.cpp" line="22"/>
        <source>No temporary folder could be made for the logs; check the free space of your temporary folder.</source>
        <translation>ログ用の一時フォルダを作成できませんでした。一時フォルダの空き容量を確認してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogbundle.cpp" line="26"/>
        <source>The logs could not be saved to %1: %2</source>
        <translation>ログを %1 に保存できませんでした: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogbundle.cpp" line="28"/>
        <source>The node is dead in Ray; only alive nodes serve their logs.</source>
        <translation>ノードは Ray で停止しています。ログを提供するのは稼働中のノードだけです。</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayLogs</name>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="21"/>
        <source>The Ray dashboard at %1 could not be read: %2</source>
        <translation>%1 の Ray ダッシュボードを読み取れませんでした: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="23"/>
        <source>The Ray dashboard at %1 did not answer with a list of log files.</source>
        <translation>%1 の Ray ダッシュボードはログ ファイルの一覧を返しませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="26"/>
        <source>Ray could not give the logs of VM %1: %2</source>
        <translation>Ray は VM %1 のログを提供できませんでした: %2</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="28"/>
        <source>Log file %1 of VM %2 is larger than the console reads (%3 bytes).</source>
        <translation>VM %2 のログ ファイル %1 は、コンソールが読み込む上限 (%3 バイト) を超えています。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="31"/>
        <source>The Ray dashboard stayed too busy to answer; search again later.</source>
        <translation>Ray ダッシュボードが混雑していて応答しませんでした。後でもう一度検索してください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="35"/>
        <source>Ray&apos;s dashboard no longer knows the job %1; its logs are gone with it.</source>
        <translation>Ray ダッシュボードはジョブ %1 をもう認識していません。そのログも失われました。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="38"/>
        <source>The job %1 was not submitted through the Jobs API, so Ray keeps no job log for it; read its driver&apos;s log file on the head node instead.</source>
        <translation>ジョブ %1 は Jobs API で送信されていないため、Ray はそのジョブ ログを保持していません。代わりにヘッド ノード上のドライバーのログ ファイルを読んでください。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="42"/>
        <source>Ray could not give the log of job %1 (HTTP %2): %3</source>
        <translation>Ray はジョブ %1 のログを返せませんでした (HTTP %2): %3</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="45"/>
        <source>The Ray dashboard at %1 did not answer with the log of job %2.</source>
        <translation>%1 の Ray ダッシュボードはジョブ %2 のログを返しませんでした。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raylogs.cpp" line="48"/>
        <source>The log of job %1 is larger than the console reads (%2 bytes); read the file job-driver-%1.log on the head node instead, which is read as it streams.</source>
        <translation>ジョブ %1 のログはコンソールが読み取れるサイズを超えています (%2 バイト)。代わりにヘッド ノード上のファイル job-driver-%1.log を読んでください。こちらはストリームとして読み取られます。</translation>
    </message>
</context>
<context>
    <name>vmray::ray::RayMonitor</name>
    <message>
        <location filename="../models/ray/ray/raymonitor.cpp" line="15"/>
        <source>The console stopped reading this dashboard before Ray answered; whether the job stopped is not known. Its status shows once the dashboard is read again.</source>
        <translation>Ray が応答する前にコンソールがこのダッシュボードの読み取りを停止したため、ジョブが停止したかどうかは不明です。ダッシュボードが再び読み取られると状態が表示されます。</translation>
    </message>
    <message>
        <location filename="../models/ray/ray/raymonitor.cpp" line="19"/>
        <source>The job cannot be stopped: the cluster&apos;s Ray dashboard is not being read.</source>
        <translation>ジョブを停止できません: クラスタの Ray ダッシュボードが読み取られていません。</translation>
    </message>
</context>
<context>
    <name>vmray::vmop::VersionDiscovery</name>
    <message>
        <location filename="../models/kube/vmop/vmoperator.cpp" line="167"/>
        <source>The server lists no versions of %1.</source>
        <translation>サーバーに %1 のバージョンが一覧表示されていません。</translation>
    </message>
</context>
</TS>
