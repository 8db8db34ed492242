#include "accessrules.h"

#include "apicall.h"

#include <QJsonArray>
#include <QTimer>

#include <chrono>

using namespace Qt::Literals::StringLiterals;

namespace vmray::kube {

namespace {
QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue v : value.toArray())
        out << v.toString();
    return out;
}

bool matches(const QStringList &granted, const QString &asked)
{
    return granted.contains(u"*"_s) || granted.contains(asked);
}
} // namespace

AccessRules::AccessRules(KubeClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{}

AccessRules::~AccessRules() = default;

QList<AccessRules::Rule> AccessRules::readRules(const QJsonObject &review)
{
    QList<Rule> rules;
    const QJsonArray resourceRules =
        review.value(u"status"_s).toObject().value(u"resourceRules"_s).toArray();
    for (const QJsonValue r : resourceRules) {
        rules.append(
            { strings(r[u"verbs"_s]), strings(r[u"apiGroups"_s]), strings(r[u"resources"_s]) });
    }
    return rules;
}

void AccessRules::review(const QString &ns)
{
    if (!m_client || ns.isEmpty() || m_rules.contains(ns) || m_unknown.contains(ns)
        || m_asking.contains(ns))
        return;
    m_asking.insert(ns);
    const QJsonObject body { { u"apiVersion"_s, u"authorization.k8s.io/v1"_s },
        { u"kind"_s, u"SelfSubjectRulesReview"_s },
        { u"spec"_s, QJsonObject { { u"namespace"_s, ns } } } };
    ApiCall *call =
        m_client->create(u"/apis/authorization.k8s.io/v1/selfsubjectrulesreviews"_s, body);
    const int generation = m_generation;
    connect(call, &ApiCall::finished, this, [this, ns, generation](ApiCall *c) {
        if (generation != m_generation)
            return;
        m_asking.remove(ns);
        if (!c->error().isError()) {
            m_rules.insert(ns, readRules(c->json()));
        } else if (c->error().kind() == KubeError::Kind::Network && !m_retried.contains(ns)) {
            // Asked once more a moment later: a connection that broke says nothing of rights.
            m_retried.insert(ns);
            QTimer::singleShot(std::chrono::seconds(1), this, [this, ns, generation] {
                if (generation == m_generation)
                    review(ns);
            });
            return;
        } else {
            m_unknown.insert(ns); // the server judges each request instead
        }
        Q_EMIT reviewed(ns);
    });
}

std::optional<bool> AccessRules::allows(
    const QString &ns, const QString &verb, const QString &group, const QString &resource) const
{
    const auto it = m_rules.constFind(ns);
    if (it == m_rules.cend())
        return std::nullopt;
    for (const Rule &r : *it) {
        if (matches(r.verbs, verb) && matches(r.apiGroups, group) && matches(r.resources, resource))
            return true;
    }
    return false;
}

void AccessRules::forget()
{
    ++m_generation;
    m_rules.clear();
    m_unknown.clear();
    m_asking.clear();
    m_retried.clear();
}

} // namespace vmray::kube
