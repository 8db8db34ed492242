#include "alarmfeed.h"

#include "console/alarmphrases.h"
#include "errortext.h"
#include "phrasewords.h"
#include "ray/supervisorlocality.h"
#include "supervisor/connectionpolicy.h"
#include "supervisor/credentialstore.h"
#include "supervisor/sandboxsupervisor.h"
#include "supervisor/session.h"
#include "supervisor/supervisorconnection.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace vmray {

namespace {
QString timeText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODate) : QString();
}

void print(std::FILE *out, const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), out);
    std::fputc('\n', out);
    std::fflush(out);
}
} // namespace

bool asksForAlarmFeed(const QStringList &args)
{
    return args.contains(u"--alarms"_s);
}

AlarmFeedOptions parseAlarmFeedOptions(const QStringList &args, QString *error)
{
    QCommandLineParser parser;
    const QCommandLineOption alarms(u"alarms"_s);
    const QCommandLineOption follow(u"follow"_s);
    const QCommandLineOption format(u"format"_s, {}, u"format"_s, u"text"_s);
    const QCommandLineOption sandbox(u"sandbox"_s);
    const QCommandLineOption supervisors(u"sandbox-supervisors"_s, {}, u"n"_s, u"2"_s);
    const QCommandLineOption seed(u"sandbox-seed"_s, {}, u"seed"_s);
    const QCommandLineOption server(u"server"_s, {}, u"host"_s);
    const QCommandLineOption apiPort(u"api-port"_s, {}, u"port"_s);
    const QCommandLineOption caFile(u"ca-file"_s, {}, u"file"_s);
    const QCommandLineOption username(u"username"_s, {}, u"name"_s);
    const QCommandLineOption settle(u"settle-seconds"_s, {}, u"seconds"_s, u"60"_s);
    const QCommandLineOption language(u"language"_s, {}, u"code"_s);
    parser.addOptions({ alarms,
        follow,
        format,
        sandbox,
        supervisors,
        seed,
        server,
        apiPort,
        caFile,
        username,
        settle,
        language });
    AlarmFeedOptions o;
    if (!parser.parse(QStringList { u"vmray-console"_s } + args)) {
        *error = parser.errorText();
        return o;
    }
    o.follow = parser.isSet(follow);
    const QString f = parser.value(format);
    if (f != u"text"_s && f != u"json"_s) {
        *error = QCoreApplication::translate("main", "--format takes text or json.");
        return o;
    }
    o.json = f == u"json"_s;
    o.target.sandbox = parser.isSet(sandbox);
    bool ok = false;
    o.sandboxSupervisors = parser.value(supervisors).toInt(&ok);
    if (!ok || o.sandboxSupervisors < 1 || o.sandboxSupervisors > 8) {
        *error = QCoreApplication::translate("main", "--sandbox-supervisors takes 1 to 8.");
        return o;
    }
    if (parser.isSet(seed))
        o.target.emulatorArguments = { u"--seed"_s, parser.value(seed) };
    o.target.server = parser.value(server);
    o.target.apiPort = parser.value(apiPort).toInt();
    o.target.caFile = parser.value(caFile);
    o.target.username = parser.value(username);
    o.settleSeconds = std::max(1, parser.value(settle).toInt());
    if (o.target.sandbox && !o.target.server.isEmpty())
        *error = QCoreApplication::translate("main", "--sandbox and --server exclude each other.");
    return o;
}

AlarmFeed::AlarmFeed(AlarmFeedOptions options, std::FILE *out, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_out(out)
{
    connect(&m_book, &AlarmBook::changed, this, &AlarmFeed::printChanges);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &AlarmFeed::answer);
}

AlarmFeed::~AlarmFeed()
{
    // Connections before the network manager they use.
    for (auto &s : m_supervisors) {
        s->locality.reset();
        s->watch.reset();
        s->policy.reset();
        if (s->sandbox)
            s->sandbox->stop();
    }
}

int AlarmFeed::exitCodeOf(const QList<Alarm> &alarms)
{
    AlarmStatus worst = AlarmStatus::Green;
    for (const Alarm &a : alarms)
        worst = std::max(worst, a.status);
    switch (worst) {
    case AlarmStatus::Red:
        return 2;
    case AlarmStatus::Yellow:
        return 1;
    case AlarmStatus::Gray:
        return 3;
    case AlarmStatus::Green:
        break;
    }
    return 0;
}

void AlarmFeed::start()
{
    m_deadline.start(m_options.settleSeconds * 1000);
    if (m_options.target.sandbox) {
        startSandboxes();
        return;
    }
    m_profiles = std::make_unique<ProfileStore>(&m_settings);
    m_credentials = std::make_unique<KeychainCredentialStore>();
    if (!m_options.target.server.isEmpty()) {
        addSupervisor(commandLineProfile(m_options.target, m_profiles->profiles()),
            std::exchange(m_options.target.password, QString()),
            false);
        return;
    }
    const QList<ConnectionProfile> saved = m_profiles->profiles();
    if (saved.isEmpty()) {
        print(stderr,
            QCoreApplication::translate("main",
                "No Supervisor is saved. Connect to one from the console first, or name one "
                "with --server."));
        m_answered = true;
        QTimer::singleShot(0, this, [this] {
            Q_EMIT finished(3);
        });
        return;
    }
    for (const ConnectionProfile &profile : saved)
        addSupervisor(profile, {}, false);
}

void AlarmFeed::startSandboxes()
{
    for (int i = 0; i < m_options.sandboxSupervisors; ++i) {
        auto s = std::make_unique<Supervisor>();
        s->name = u"sandbox-%1"_s.arg(i + 1);
        s->sandbox = std::make_unique<SandboxSupervisor>();
        QStringList arguments = m_options.target.emulatorArguments;
        // The first is the demo, so a first run has something worth looking at; the others are
        // healthy fleets of their own.
        if (arguments.isEmpty() && i > 0)
            arguments = {
                u"--seed"_s, u"fleet:%1"_s.arg(20 * (i + 1)), u"--fleet-namespaces"_s, u"3"_s
            };
        s->sandbox->setExtraArguments(arguments);
        Supervisor *raw = s.get();
        connect(raw->sandbox.get(),
            &SandboxSupervisor::ready,
            this,
            [this, raw](const SandboxEndpoint &endpoint) {
                ConnectionProfile profile = sandboxProfile(endpoint);
                profile.name = raw->name;
                raw->profile = profile;
                // Where to make alarms happen on demand (its users and CA are in the file).
                print(stderr,
                    u"%1: %2 (ready file %3)"_s.arg(
                        raw->name, endpoint.url.toString(), raw->sandbox->readyFilePath()));
                connectSupervisor(raw, endpoint.users.first().password, true);
            });
        connect(raw->sandbox.get(),
            &SandboxSupervisor::failed,
            this,
            [this, raw](const Phrase &message) {
                unavailable(raw, message);
            });
        m_supervisors.push_back(std::move(s));
        raw->sandbox->start();
    }
}

void AlarmFeed::addSupervisor(
    const ConnectionProfile &profile, const QString &password, bool sandbox)
{
    auto s = std::make_unique<Supervisor>();
    s->name = profile.name.isEmpty() ? profile.server : profile.name;
    s->profile = profile;
    Supervisor *raw = s.get();
    m_supervisors.push_back(std::move(s));
    connectSupervisor(raw, password, sandbox);
}

void AlarmFeed::connectSupervisor(Supervisor *s, const QString &password, bool sandbox)
{
    s->policy = std::make_unique<ConnectionPolicy>(
        &m_network, sandbox ? nullptr : m_profiles.get(), sandbox ? nullptr : m_credentials.get());
    s->passwordAtHand = sandbox || s->profile.rememberPassword;
    ConnectionPolicy *policy = s->policy.get();
    // No one is there to answer a question: each is a reason the Supervisor cannot be watched.
    connect(policy, &ConnectionPolicy::needPassword, this, [this, s](const ConnectionSetback &) {
        unavailable(s, Phrase(alarmphrase::noCredentials));
    });
    connect(policy,
        &ConnectionPolicy::needTrustDecision,
        this,
        [this, s](const ConnectionSetback &setback, const TrustQuestion &) {
            unavailable(s, errorPhrase(setback.error));
        });
    connect(policy, &ConnectionPolicy::needFileConsent, this, [this, s] {
        unavailable(s, Phrase(alarmphrase::noCredentials));
    });
    connect(policy, &ConnectionPolicy::failed, this, [this, s](const ConnectionSetback &setback) {
        unavailable(s, setback.reason.isEmpty() ? errorPhrase(setback.error) : setback.reason);
    });
    connect(policy, &ConnectionPolicy::needPasswordAgain, this, [this, s](const Phrase &reason) {
        unavailable(s, reason);
    });
    connect(policy, &ConnectionPolicy::connected, this, [this, s](SupervisorConnection *c) {
        const auto watch = [this, s, c] {
            // A connection that could not be watched before is watched now.
            m_book.report(s->name, { AlarmDefinition::SupervisorUnavailable }, {});
            s->watch =
                std::make_unique<AlarmWatch>(c, &m_book, s->name, c->session()->cacheTracker());
            s->watch->setPasswordAtHand(s->passwordAtHand);
            // Dashboards beyond this computer only for a Supervisor that is, as the console rules.
            s->locality = std::make_unique<ray::SupervisorLocality>();
            connect(s->locality.get(),
                &ray::SupervisorLocality::resolved,
                s->watch.get(),
                &AlarmWatch::setRayLoopbackOnly);
            s->locality->resolve(c->profile().apiUrl().host());
            connect(s->watch.get(), &AlarmWatch::settled, this, [this, s] {
                settledOne(s);
            });
            s->watch->start();
        };
        if (c->isVmOperatorDiscovered()) {
            watch();
            return;
        }
        connect(c, &SupervisorConnection::vmOperatorDiscovered, this, watch);
    });
    if (sandbox)
        policy->connectSandbox(s->profile, password);
    else
        policy->connectTo(s->profile, password);
}

void AlarmFeed::unavailable(Supervisor *s, const Phrase &why)
{
    AlarmFinding f;
    f.definition = AlarmDefinition::SupervisorUnavailable;
    f.path.supervisor = s->name;
    f.status = AlarmStatus::Gray;
    f.message = Phrase(alarmphrase::cannotConnect, { s->name, why });
    m_book.report(s->name, { AlarmDefinition::SupervisorUnavailable }, { f });
    settledOne(s);
}

void AlarmFeed::settledOne(Supervisor *s)
{
    s->done = true;
    if (std::all_of(m_supervisors.cbegin(), m_supervisors.cend(), [](const auto &each) {
            return each->done;
        }))
        answer();
}

void AlarmFeed::answer()
{
    if (m_answered)
        return;
    m_answered = true;
    m_deadline.stop();
    // What was not read in time is unknown.
    for (auto &s : m_supervisors) {
        if (!s->done)
            unavailable(s.get(),
                Phrase(QCoreApplication::translate(
                    "main", "it was not read within the time allowed")));
    }
    QList<Alarm> alarms = m_book.alarms();
    std::sort(alarms.begin(), alarms.end(), [](const Alarm &a, const Alarm &b) {
        return std::tuple(b.status, a.path.text(), a.definition)
            < std::tuple(a.status, b.path.text(), b.definition);
    });
    const int code = exitCodeOf(alarms);
    if (m_options.follow) {
        print(stderr,
            QCoreApplication::translate("main",
                "Every Supervisor has been read once; following the alarms until stopped."));
        // The state as it is now, then each change as it comes.
        for (const Alarm &a : std::as_const(alarms))
            print(m_out, line(a));
        return;
    }
    if (!m_options.json) {
        static constexpr std::array<const char *, 4> verdicts {
            "OK", "UNKNOWN", "WARNING", "CRITICAL"
        };
        const AlarmStatus worst = alarms.isEmpty() ? AlarmStatus::Green : alarms.first().status;
        print(m_out,
            u"%1 - %2"_s.arg(QLatin1StringView(verdicts.at(size_t(worst))),
                QCoreApplication::translate(
                    "main", "%n alarm(s) triggered", nullptr, int(alarms.size()))));
    }
    for (const Alarm &a : std::as_const(alarms))
        print(m_out, line(a));
    Q_EMIT finished(code);
}

void AlarmFeed::printChanges(const QList<AlarmChange> &changes)
{
    if (!m_options.follow || !m_answered)
        return;
    for (const AlarmChange &c : changes)
        print(m_out, line(c.alarm));
}

QString AlarmFeed::line(const Alarm &a) const
{
    if (m_options.json) {
        const QJsonObject o { { u"supervisor"_s, a.path.supervisor },
            { u"namespace"_s, a.path.ns },
            { u"cluster"_s, a.path.cluster },
            { u"node"_s, a.path.node },
            { u"definition"_s, alarmDefinitionName(a.definition) },
            { u"status"_s, alarmStatusName(a.status) },
            { u"message"_s, wordsOf(a.message) },
            { u"first_seen"_s, timeText(a.firstSeen) },
            { u"last_seen"_s, timeText(a.lastSeen) } };
        return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    return u"%1 %2 %3: %4"_s.arg(alarmStatusName(a.status).toUpper(),
        a.path.text(),
        alarmDefinitionName(a.definition),
        wordsOf(a.message));
}

} // namespace vmray
