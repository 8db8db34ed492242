// Alarms as vSphere admins know them: a definition on a kind of object, triggered on one object
// with a status (yellow, red, or gray when unknown), first and last seen, a message, and an
// acknowledgement that silences it until it returns to green. What is found true is reported per
// Supervisor and per definition; an alarm no longer found clears to green, except one raised by
// an event, which stays until it is reset to green. The triggered alarms and their history are
// kept in a local JSON file that survives restarts; the worst status rolls up the object paths.
#pragma once

#include "kube/phrase.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QLockFile>
#include <QMetaType>
#include <QObject>
#include <QSet>
#include <QString>

#include <optional>

namespace vmray {

// In rising order of what it asks of the user; the roll-up takes the highest.
enum class AlarmStatus { Green, Gray, Yellow, Red };

enum class AlarmDefinition {
    ClusterFailed, // a Ray cluster Failed
    ClusterDegraded, // Degraded for longer than the threshold
    NodeVmProblem, // a node VM not running while wanted, or with a failed condition
    RayNodeDead, // Ray marks a node dead while its VM runs (an event: stays until reset)
    DashboardUnreachable, // a running cluster's dashboard unanswered for longer than the threshold
    DemandsUnplaced, // demands the autoscaler cannot place, for longer than the threshold
    QuotaNearlyFull, // a namespace's quota used at or above the threshold
    SessionExpiring, // the session expires soon and no password is remembered
    PinExpiring, // the pinned certificate expires soon
    SupervisorUnavailable, // the Supervisor cannot be reached or logged in to: all is unknown
};
inline constexpr int alarmDefinitionCount = 10;

// The stable name of a definition, for files, the headless feed and monitoring systems.
QString alarmDefinitionName(AlarmDefinition definition);
std::optional<AlarmDefinition> alarmDefinitionFromName(const QString &name);
QString alarmStatusName(AlarmStatus status);
std::optional<AlarmStatus> alarmStatusFromName(const QString &name);
// Raised by an event rather than a lasting state: stays until reset to green.
bool isEventAlarm(AlarmDefinition definition);

// Where an alarm is: a Supervisor, and within it a namespace, a cluster and a node, each empty
// where the alarm is on the level above.
struct AlarmPath
{
    QString supervisor;
    QString ns;
    QString cluster;
    QString node;

    // "sv/ns/cluster/node", without the empty levels at the end.
    QString text() const;
    // Whether `other` is this object or lies beneath it.
    bool contains(const AlarmPath &other) const;
    bool operator==(const AlarmPath &) const = default;
};

// What an evaluation found true of one object now.
struct AlarmFinding
{
    AlarmDefinition definition = AlarmDefinition::ClusterFailed;
    AlarmPath path;
    AlarmStatus status = AlarmStatus::Red;
    Phrase message;
    // When the condition began, when known (a cluster Degraded since …); else when first found.
    QDateTime since;
};

struct Alarm
{
    AlarmDefinition definition = AlarmDefinition::ClusterFailed;
    AlarmPath path;
    AlarmStatus status = AlarmStatus::Red;
    Phrase message;
    QDateTime firstSeen;
    QDateTime lastSeen;
    QString acknowledgedBy; // empty while not acknowledged
    QDateTime acknowledgedAt;

    bool isAcknowledged() const { return !acknowledgedBy.isEmpty(); }
    // One alarm per definition and object.
    QString key() const;
    bool operator==(const Alarm &) const = default;
};

struct AlarmChange
{
    enum class Kind {
        Triggered, // new, from green
        Escalated, // its status rose (yellow to red, gray to yellow)
        Eased, // its status fell but not to green
        Updated, // only its message changed
        Acknowledged,
        Cleared, // back to green: no longer found
        Reset, // back to green by the user
        Forgotten, // no longer watched: its Supervisor was disconnected
    };
    Kind kind = Kind::Triggered;
    Alarm alarm; // as it is after the change; a cleared one with status Green
    AlarmStatus before = AlarmStatus::Green;
    QDateTime at;
    // Whether a user should hear of it now: a new or risen alarm nobody acknowledged.
    bool isNews() const;
    bool operator==(const AlarmChange &) const = default;
};

QJsonObject alarmToJson(const Alarm &alarm);
std::optional<Alarm> alarmFromJson(const QJsonObject &json);

class AlarmBook final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlarmBook)

public:
    // With a file path, the alarms and their history are read from it and kept in it (written
    // atomically after each change); without one, they live as long as the book.
    explicit AlarmBook(
        const QString &filePath = {}, int historyCapacity = 1000, QObject *parent = nullptr);
    ~AlarmBook() override;

    // All that `definitions` found true on `supervisor` now. Alarms of those definitions on that
    // Supervisor not among the findings clear to green, unless raised by an event.
    void report(const QString &supervisor,
        const QSet<AlarmDefinition> &definitions,
        const QList<AlarmFinding> &findings,
        const QDateTime &now = QDateTime::currentDateTimeUtc());
    // Silences an alarm until it returns to green; false when it is not triggered.
    bool acknowledge(const QString &key,
        const QString &who,
        const QDateTime &now = QDateTime::currentDateTimeUtc());
    // Back to green, for an alarm raised by an event; false for one that is not.
    bool resetToGreen(const QString &key, const QDateTime &now = QDateTime::currentDateTimeUtc());

    // Drops every alarm of `supervisor`, once it is no longer watched (the user disconnected
    // from it): what is not watched cannot be said to be triggered, nor cleared.
    void forget(const QString &supervisor, const QDateTime &now = QDateTime::currentDateTimeUtc());

    QList<Alarm> alarms() const; // triggered, in no particular order
    const Alarm *find(const QString &key) const;
    const QList<AlarmChange> &history() const { return m_history; } // oldest first
    // The worst status of the alarms on `path` or beneath it; Green without any.
    AlarmStatus worstUnder(const AlarmPath &path) const;
    // Why the file cannot be read or written (or another console owns it); empty when it can.
    Phrase fileProblem() const { return m_fileProblem; }

Q_SIGNALS:
    // Once per report or user action that changed something, in the order they happened.
    void changed(const QList<vmray::AlarmChange> &changes);
    // After every report, changed or not: the last seen times have moved.
    void reported(const QString &supervisor);

private:
    void record(QList<AlarmChange> &changes, AlarmChange change);
    void publish(const QList<AlarmChange> &changes);
    void load();
    void save();

    QString m_filePath;
    int m_historyCapacity;
    std::optional<QLockFile> m_lock;
    bool m_owner = false;
    QHash<QString, Alarm> m_alarms;
    QList<AlarmChange> m_history;
    Phrase m_fileProblem;
};

} // namespace vmray

Q_DECLARE_METATYPE(vmray::AlarmChange)
