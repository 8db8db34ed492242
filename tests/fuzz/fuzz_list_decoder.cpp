// A list page as the console decodes it: decodeList with everything kept, with the slim
// selections and record readers the caches use, readJson as the record readers use it, and
// peekContinueToken, which reads the token ahead of decoding.
#include "fuzzsupport.h"

#include "kube/apicall.h"
#include "kube/listdecoder.h"

#include <QStringList>

#include <cstring>
#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace vmray::kube;

namespace {

QStringList identity()
{
    return { u"apiVersion"_s,
        u"kind"_s,
        u"metadata.name"_s,
        u"metadata.namespace"_s,
        u"metadata.uid"_s,
        u"metadata.resourceVersion"_s };
}

// The shapes of the console's selections: whole subtrees, "*" and an array filter.
const FieldSelection &slimCluster()
{
    static const FieldSelection keep(identity()
        + QStringList { u"metadata.labels"_s,
            u"metadata.deletionTimestamp"_s,
            u"spec.head_node"_s,
            u"spec.common_node_config.available_node_types"_s,
            u"status.conditions"_s,
            u"status.current_workers.*.ip"_s,
            u"status.current_workers.*.vm_status"_s });
    return keep;
}

const FieldSelection &falseConditions()
{
    static const FieldSelection keep(identity()
        + QStringList { u"status.conditions[status=False].message"_s,
            u"status.conditions[status=False].type"_s,
            u"spec.*"_s });
    return keep;
}

// As fleetVmRow reads a VirtualMachine.
QVariant readVm(const JsonView &vm)
{
    const JsonView meta = vm["metadata"];
    const JsonView spec = vm["spec"];
    const JsonView status = vm["status"];
    QStringList row { meta["namespace"].toString(),
        meta["name"].toString(),
        spec["bootstrap"]["cloudInit"]["rawCloudConfig"]["name"].toString(),
        status["powerState"].toString(),
        status["network"]["primaryIP4"].toString(),
        spec["image"]["name"].toString() };
    if (meta["deletionTimestamp"].exists())
        row << u"deleting"_s;
    for (const JsonView &c : status["conditions"].elements()) {
        if (c["status"].isString("False")) {
            row << c["type"].toString() << c["message"].toString();
            break;
        }
    }
    return row;
}

void checkDecoded(const DecodedList &list)
{
    if (!list.error.isEmpty()) {
        fuzz::check(list.records.isEmpty(), "a failed page hands out no records");
        return;
    }
    fuzz::check(
        list.records.isEmpty() || list.records.size() == list.items.size(), "one record per item");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray page = fuzz::rawBytes(data, size);

    const DecodedList all = decodeList(page, FieldSelection());
    checkDecoded(all);
    const DecodedList slim = decodeList(page, slimCluster());
    checkDecoded(slim);
    const DecodedList vms = decodeList(page, falseConditions(), &readVm);
    checkDecoded(vms);

    QString error;
    QVariant record;
    const bool read = readJson(
        page,
        [&](const JsonView &top) {
            for (const JsonView &item : top["items"].elements())
                record = readVm(item);
            record = top["metadata"]["continue"].toString();
        },
        &error);
    fuzz::check(read || !error.isEmpty(), "readJson says why it failed");

    // The console peeks at a page's start while the rest is still arriving: prefixes too, each in
    // a buffer of its own size, so a read past its end is caught.
    fuzz::Choices choices(fuzz::hashOf(data, size));
    for (int i = 0; i < 4; ++i) {
        const size_t length = i == 0 ? size : choices.next(uint32_t(size) + 1);
        const std::unique_ptr<char[]> prefix(new char[length ? length : 1]);
        std::memcpy(prefix.get(), data, length);
        (void)peekContinueToken(QByteArray::fromRawData(prefix.get(), qsizetype(length)));
    }
    return 0;
}
