#include "alarmbook.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include <array>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
constexpr std::array<const char *, alarmDefinitionCount> definitionNames {
    "cluster-failed",
    "cluster-degraded",
    "node-vm-problem",
    "ray-node-dead",
    "dashboard-unreachable",
    "demands-unplaced",
    "quota-nearly-full",
    "session-expiring",
    "pin-expiring",
    "supervisor-unavailable",
};
constexpr std::array<const char *, 4> statusNames { "green", "gray", "yellow", "red" };
// Of AlarmChange::Kind, in its order.
constexpr std::array<const char *, 8> changeKindNames {
    "triggered", "escalated", "eased", "updated", "acknowledged", "cleared", "reset", "forgotten"
};

constexpr PhraseKey fileInUse { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText",
        "another vmray console is keeping the alarms, so this one's alarms are shown here but not "
        "kept") };
constexpr PhraseKey fileUnwritable { "AlarmText",
    QT_TRANSLATE_NOOP("AlarmText", "the alarms cannot be kept in %1: %2") };
constexpr PhraseKey fileUnreadable { "AlarmText",
    QT_TRANSLATE_NOOP(
        "AlarmText", "the alarms kept in %1 could not be read, so they start anew: %2") };

// The enum value whose name (its index in `names`) is `name`.
template<typename Enum, size_t N>
std::optional<Enum> valueNamed(const std::array<const char *, N> &names, const QString &name)
{
    for (size_t i = 0; i < N; ++i) {
        if (name == QLatin1StringView(names.at(i)))
            return Enum(i);
    }
    return std::nullopt;
}

QString timeText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

QDateTime timeOf(const QJsonValue &v)
{
    return QDateTime::fromString(v.toString(), Qt::ISODateWithMs);
}

QJsonObject changeToJson(const AlarmChange &change)
{
    return QJsonObject { { u"kind"_s,
                             QString::fromLatin1(changeKindNames.at(size_t(change.kind))) },
        { u"before"_s, alarmStatusName(change.before) },
        { u"at"_s, timeText(change.at) },
        { u"alarm"_s, alarmToJson(change.alarm) } };
}

std::optional<AlarmChange> changeFromJson(const QJsonObject &json)
{
    const auto kind =
        valueNamed<AlarmChange::Kind>(changeKindNames, json.value(u"kind"_s).toString());
    const auto alarm = alarmFromJson(json.value(u"alarm"_s).toObject());
    const auto before = alarmStatusFromName(json.value(u"before"_s).toString());
    if (!kind || !alarm || !before)
        return std::nullopt;
    return AlarmChange { *kind, *alarm, *before, timeOf(json.value(u"at"_s)) };
}
} // namespace

QString alarmDefinitionName(AlarmDefinition definition)
{
    return QString::fromLatin1(definitionNames.at(size_t(definition)));
}

std::optional<AlarmDefinition> alarmDefinitionFromName(const QString &name)
{
    return valueNamed<AlarmDefinition>(definitionNames, name);
}

QString alarmStatusName(AlarmStatus status)
{
    return QString::fromLatin1(statusNames.at(size_t(status)));
}

std::optional<AlarmStatus> alarmStatusFromName(const QString &name)
{
    return valueNamed<AlarmStatus>(statusNames, name);
}

bool isEventAlarm(AlarmDefinition definition)
{
    // Ray forgets a dead node after a while, and a VM recreated in its place runs a new one:
    // the death would clear itself before anyone saw it.
    return definition == AlarmDefinition::RayNodeDead;
}

QString AlarmPath::text() const
{
    QStringList parts { supervisor, ns, cluster, node };
    while (!parts.isEmpty() && parts.last().isEmpty())
        parts.removeLast();
    return parts.join(u'/');
}

bool AlarmPath::contains(const AlarmPath &other) const
{
    const std::array<const QString *, 4> mine { &supervisor, &ns, &cluster, &node };
    const std::array<const QString *, 4> theirs {
        &other.supervisor, &other.ns, &other.cluster, &other.node
    };
    for (size_t i = 0; i < mine.size(); ++i) {
        if (mine.at(i)->isEmpty())
            return true;
        if (*mine.at(i) != *theirs.at(i))
            return false;
    }
    return true;
}

QString Alarm::key() const
{
    // A separator no Kubernetes name or Supervisor address holds.
    return alarmDefinitionName(definition) + u'\n' + path.supervisor + u'\n' + path.ns + u'\n'
        + path.cluster + u'\n' + path.node;
}

bool AlarmChange::isNews() const
{
    return (kind == Kind::Triggered || kind == Kind::Escalated) && !alarm.isAcknowledged()
        && alarm.status != AlarmStatus::Green;
}

QJsonObject alarmToJson(const Alarm &alarm)
{
    QJsonObject json { { u"definition"_s, alarmDefinitionName(alarm.definition) },
        { u"supervisor"_s, alarm.path.supervisor },
        { u"namespace"_s, alarm.path.ns },
        { u"cluster"_s, alarm.path.cluster },
        { u"node"_s, alarm.path.node },
        { u"status"_s, alarmStatusName(alarm.status) },
        { u"message"_s, alarm.message.toJson() },
        { u"firstSeen"_s, timeText(alarm.firstSeen) },
        { u"lastSeen"_s, timeText(alarm.lastSeen) } };
    if (alarm.isAcknowledged()) {
        json.insert(u"acknowledgedBy"_s, alarm.acknowledgedBy);
        json.insert(u"acknowledgedAt"_s, timeText(alarm.acknowledgedAt));
    }
    return json;
}

std::optional<Alarm> alarmFromJson(const QJsonObject &json)
{
    const auto definition = alarmDefinitionFromName(json.value(u"definition"_s).toString());
    const auto status = alarmStatusFromName(json.value(u"status"_s).toString());
    if (!definition || !status)
        return std::nullopt;
    Alarm a;
    a.definition = *definition;
    a.status = *status;
    a.path = { json.value(u"supervisor"_s).toString(),
        json.value(u"namespace"_s).toString(),
        json.value(u"cluster"_s).toString(),
        json.value(u"node"_s).toString() };
    if (a.path.supervisor.isEmpty())
        return std::nullopt;
    a.message = Phrase::fromJson(json.value(u"message"_s));
    a.firstSeen = timeOf(json.value(u"firstSeen"_s));
    a.lastSeen = timeOf(json.value(u"lastSeen"_s));
    a.acknowledgedBy = json.value(u"acknowledgedBy"_s).toString();
    a.acknowledgedAt = timeOf(json.value(u"acknowledgedAt"_s));
    return a;
}

AlarmBook::AlarmBook(const QString &filePath, int historyCapacity, QObject *parent)
    : QObject(parent)
    , m_filePath(filePath)
    , m_historyCapacity(std::max(1, historyCapacity))
{
    qRegisterMetaType<AlarmChange>();
    if (m_filePath.isEmpty())
        return;
    QDir().mkpath(QFileInfo(m_filePath).absolutePath());
    // One console keeps the file; a second one shows its own alarms without writing over them.
    m_lock.emplace(m_filePath + u".lock"_s);
    m_lock->setStaleLockTime(0);
    m_owner = m_lock->tryLock(0);
    if (!m_owner)
        m_fileProblem = Phrase(fileInUse);
    load();
}

AlarmBook::~AlarmBook()
{
    save(); // the last seen times, which are not written on each evaluation
}

void AlarmBook::record(QList<AlarmChange> &changes, AlarmChange change)
{
    m_history << change;
    changes << std::move(change);
}

void AlarmBook::publish(const QList<AlarmChange> &changes)
{
    if (changes.isEmpty())
        return;
    if (m_history.size() > m_historyCapacity)
        m_history.remove(0, m_history.size() - m_historyCapacity);
    save();
    Q_EMIT changed(changes);
}

void AlarmBook::report(const QString &supervisor,
    const QSet<AlarmDefinition> &definitions,
    const QList<AlarmFinding> &findings,
    const QDateTime &now)
{
    QList<AlarmChange> changes;
    QSet<QString> found;
    for (const AlarmFinding &f : findings) {
        if (f.path.supervisor != supervisor || !definitions.contains(f.definition))
            continue;
        Alarm fresh;
        fresh.definition = f.definition;
        fresh.path = f.path;
        fresh.status = f.status;
        fresh.message = f.message;
        const QString key = fresh.key();
        found.insert(key);
        auto it = m_alarms.find(key);
        if (it == m_alarms.end()) {
            if (f.status == AlarmStatus::Green)
                continue;
            fresh.firstSeen = f.since.isValid() ? std::min(f.since, now) : now;
            fresh.lastSeen = now;
            m_alarms.insert(key, fresh);
            record(changes, { AlarmChange::Kind::Triggered, fresh, AlarmStatus::Green, now });
            continue;
        }
        Alarm &held = *it;
        held.lastSeen = now;
        if (f.status == AlarmStatus::Green)
            continue; // only a reset or the finding's absence clears
        const AlarmStatus before = held.status;
        if (held.status == f.status && held.message == f.message)
            continue;
        const auto kind = f.status > before
            ? AlarmChange::Kind::Escalated
            : (f.status < before ? AlarmChange::Kind::Eased : AlarmChange::Kind::Updated);
        held.status = f.status;
        held.message = f.message;
        record(changes, { kind, held, before, now });
    }
    for (auto it = m_alarms.begin(); it != m_alarms.end();) {
        const Alarm &a = *it;
        if (a.path.supervisor != supervisor || !definitions.contains(a.definition)
            || found.contains(it.key()) || isEventAlarm(a.definition)) {
            ++it;
            continue;
        }
        Alarm cleared = a;
        const AlarmStatus before = cleared.status;
        cleared.status = AlarmStatus::Green;
        cleared.lastSeen = now;
        it = m_alarms.erase(it);
        record(changes, { AlarmChange::Kind::Cleared, cleared, before, now });
    }
    publish(changes);
    Q_EMIT reported(supervisor);
}

bool AlarmBook::acknowledge(const QString &key, const QString &who, const QDateTime &now)
{
    auto it = m_alarms.find(key);
    if (it == m_alarms.end() || it->isAcknowledged())
        return false;
    it->acknowledgedBy = who.isEmpty() ? u"-"_s : who;
    it->acknowledgedAt = now;
    QList<AlarmChange> changes;
    record(changes, { AlarmChange::Kind::Acknowledged, *it, it->status, now });
    publish(changes);
    return true;
}

bool AlarmBook::resetToGreen(const QString &key, const QDateTime &now)
{
    auto it = m_alarms.find(key);
    if (it == m_alarms.end() || !isEventAlarm(it->definition))
        return false;
    Alarm reset = *it;
    const AlarmStatus before = reset.status;
    reset.status = AlarmStatus::Green;
    m_alarms.erase(it);
    QList<AlarmChange> changes;
    record(changes, { AlarmChange::Kind::Reset, reset, before, now });
    publish(changes);
    return true;
}

void AlarmBook::forget(const QString &supervisor, const QDateTime &now)
{
    QList<AlarmChange> changes;
    for (auto it = m_alarms.begin(); it != m_alarms.end();) {
        if (it->path.supervisor != supervisor) {
            ++it;
            continue;
        }
        Alarm gone = *it;
        const AlarmStatus before = gone.status;
        gone.status = AlarmStatus::Green;
        it = m_alarms.erase(it);
        changes.append({ AlarmChange::Kind::Forgotten, gone, before, now });
    }
    // Not history: nothing about the Supervisor changed, only that it is no longer watched.
    if (changes.isEmpty())
        return;
    save();
    Q_EMIT changed(changes);
}

QList<Alarm> AlarmBook::alarms() const
{
    return m_alarms.values();
}

const Alarm *AlarmBook::find(const QString &key) const
{
    const auto it = m_alarms.constFind(key);
    return it == m_alarms.cend() ? nullptr : &*it;
}

AlarmStatus AlarmBook::worstUnder(const AlarmPath &path) const
{
    AlarmStatus worst = AlarmStatus::Green;
    for (const Alarm &a : m_alarms) {
        if (a.status > worst && path.contains(a.path))
            worst = a.status;
    }
    return worst;
}

void AlarmBook::load()
{
    QFile file(m_filePath);
    if (!file.exists())
        return;
    if (!file.open(QIODevice::ReadOnly)) {
        m_fileProblem = Phrase(fileUnreadable, { m_filePath, file.errorString() });
        return;
    }
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (!doc.isObject()) {
        m_fileProblem = Phrase(fileUnreadable, { m_filePath, error.errorString() });
        return;
    }
    for (const QJsonValue v : doc.object().value(u"alarms"_s).toArray()) {
        if (const auto a = alarmFromJson(v.toObject()))
            m_alarms.insert(a->key(), *a);
    }
    for (const QJsonValue v : doc.object().value(u"history"_s).toArray()) {
        if (const auto c = changeFromJson(v.toObject()))
            m_history << *c;
    }
    if (m_history.size() > m_historyCapacity)
        m_history.remove(0, m_history.size() - m_historyCapacity);
}

void AlarmBook::save()
{
    if (m_filePath.isEmpty() || !m_owner)
        return;
    QJsonArray alarms;
    for (const Alarm &a : std::as_const(m_alarms))
        alarms << alarmToJson(a);
    QJsonArray history;
    for (const AlarmChange &c : std::as_const(m_history))
        history << changeToJson(c);
    QSaveFile out(m_filePath);
    if (!out.open(QIODevice::WriteOnly)) {
        m_fileProblem = Phrase(fileUnwritable, { m_filePath, out.errorString() });
        return;
    }
    // The alarms name the user's Supervisors, namespaces and clusters: for the user's eyes only.
    out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    out.write(QJsonDocument(
        QJsonObject { { u"version"_s, 1 }, { u"alarms"_s, alarms }, { u"history"_s, history } })
                  .toJson(QJsonDocument::Compact));
    if (!out.commit())
        m_fileProblem = Phrase(fileUnwritable, { m_filePath, out.errorString() });
}

} // namespace vmray
