// The headless alarm feed for monitoring systems: `vmray-console --alarms [--follow]
// [--format text|json]` logs in to every saved Supervisor whose session or password the keychain
// keeps, or to the one given with --server (its password from VMRAY_CONSOLE_PASSWORD), or to the
// sandbox's, watches each as the console does, prints the triggered alarms and exits as a
// Nagios/Icinga plugin does: 0 OK, 1 WARNING, 2 CRITICAL, 3 UNKNOWN. With --follow it prints one
// JSON line per alarm change until stopped. It needs no display.
#pragma once

#include "application.h"
#include "console/alarmwatch.h"
#include "items/alarmbook.h"
#include "supervisor/connectionprofile.h"

#include <QNetworkAccessManager>
#include <QObject>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <vector>

namespace vmray {

class ConnectionPolicy;
class CredentialStore;
class SandboxSupervisor;
namespace ray {
class SupervisorLocality;
}

struct AlarmFeedOptions
{
    bool follow = false;
    bool json = false;
    // Which Supervisors, as the console's command line names them (--sandbox, --server, …).
    CommandLine target;
    int sandboxSupervisors = 2;
    // How long to wait for every Supervisor to be read once before answering with what is known.
    int settleSeconds = 60;
};

// Parses the feed's command line (`args` without the program); empty `error` when it is usable.
AlarmFeedOptions parseAlarmFeedOptions(const QStringList &args, QString *error);
// Whether the command line asks for the feed.
bool asksForAlarmFeed(const QStringList &args);

class AlarmFeed final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AlarmFeed)

public:
    AlarmFeed(AlarmFeedOptions options, std::FILE *out, QObject *parent = nullptr);
    ~AlarmFeed() override;

    // Starts; finished() tells the exit code once the answer is printed (never with --follow).
    void start();
    // The plugin's code for these alarms: the worst of red (2), yellow (1), gray (3), else 0.
    static int exitCodeOf(const QList<Alarm> &alarms);
    // The code for the alarms triggered now (on being stopped while following).
    int exitCode() const { return exitCodeOf(m_book.alarms()); }

Q_SIGNALS:
    void finished(int exitCode);

private:
    struct Supervisor
    {
        QString name;
        ConnectionProfile profile;
        std::unique_ptr<ConnectionPolicy> policy;
        std::unique_ptr<AlarmWatch> watch;
        std::unique_ptr<ray::SupervisorLocality> locality;
        std::unique_ptr<SandboxSupervisor> sandbox;
        bool passwordAtHand = false;
        bool done = false; // settled, or known to be unavailable
    };

    void addSupervisor(const ConnectionProfile &profile, const QString &password, bool sandbox);
    void startSandboxes();
    void connectSupervisor(Supervisor *s, const QString &password, bool sandbox);
    void unavailable(Supervisor *s, const Phrase &why);
    void settledOne(Supervisor *s);
    void answer();
    void printChanges(const QList<AlarmChange> &changes);
    QString line(const Alarm &alarm) const;

    AlarmFeedOptions m_options;
    std::FILE *m_out;
    QNetworkAccessManager m_network;
    QSettings m_settings;
    std::unique_ptr<ProfileStore> m_profiles;
    std::unique_ptr<CredentialStore> m_credentials;
    AlarmBook m_book;
    std::vector<std::unique_ptr<Supervisor>> m_supervisors;
    QTimer m_deadline;
    bool m_answered = false;
};

} // namespace vmray
