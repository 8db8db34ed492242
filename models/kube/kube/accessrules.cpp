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

bool AccessRules::incomplete(const QJsonObject &review)
{
    const QJsonObject status = review.value(u"status"_s).toObject();
    return status.value(u"incomplete"_s).toBool()
        || !status.value(u"evaluationError"_s).toString().isEmpty();
}

QString AccessRules::decisionKey(const QString &ns, const Question &question)
{
    return ns + u'\n' + question.verb + u'\n' + question.group + u'\n' + question.resource;
}

void AccessRules::review(const QString &ns, const QList<Question> &questions)
{
    if (!m_client || ns.isEmpty() || m_asking.contains(ns))
        return;
    if (m_rules.contains(ns) || m_unknown.contains(ns)) {
        checkUndecided(ns, questions); // questions added since the review was read
        return;
    }
    m_asking.insert(ns);
    const QJsonObject body { { u"apiVersion"_s, u"authorization.k8s.io/v1"_s },
        { u"kind"_s, u"SelfSubjectRulesReview"_s },
        { u"spec"_s, QJsonObject { { u"namespace"_s, ns } } } };
    ApiCall *call =
        m_client->create(u"/apis/authorization.k8s.io/v1/selfsubjectrulesreviews"_s, body);
    const int generation = m_generation;
    connect(call, &ApiCall::finished, this, [this, ns, generation, questions](ApiCall *c) {
        if (generation != m_generation)
            return;
        m_asking.remove(ns);
        if (!c->error().isError()) {
            m_rules.insert(ns, readRules(c->json()));
            if (incomplete(c->json()))
                m_incomplete.insert(ns);
        } else if (c->error().kind() == KubeError::Kind::Network && !m_retried.contains(ns)) {
            // Asked once more a moment later: a connection that broke says nothing of rights.
            m_retried.insert(ns);
            QTimer::singleShot(std::chrono::seconds(1), this, [this, ns, generation, questions] {
                if (generation == m_generation)
                    review(ns, questions);
            });
            return;
        } else {
            m_unknown.insert(ns); // each verb is asked on its own, or the server judges requests
        }
        Q_EMIT reviewed(ns);
        checkUndecided(ns, questions);
    });
}

void AccessRules::checkUndecided(const QString &ns, const QList<Question> &questions)
{
    if (!m_incomplete.contains(ns) && !m_unknown.contains(ns))
        return;
    for (const Question &q : questions) {
        if (!allows(ns, q.verb, q.group, q.resource).value_or(false))
            check(ns, q);
    }
}

void AccessRules::check(const QString &ns, const Question &question)
{
    const QString key = decisionKey(ns, question);
    if (!m_client || ns.isEmpty() || m_decisions.contains(key) || m_checking.contains(key))
        return;
    m_checking.insert(key);
    const QJsonObject attributes { { u"namespace"_s, ns },
        { u"verb"_s, question.verb },
        { u"group"_s, question.group },
        { u"resource"_s, question.resource } };
    const QJsonObject body { { u"apiVersion"_s, u"authorization.k8s.io/v1"_s },
        { u"kind"_s, u"SelfSubjectAccessReview"_s },
        { u"spec"_s, QJsonObject { { u"resourceAttributes"_s, attributes } } } };
    ApiCall *call =
        m_client->create(u"/apis/authorization.k8s.io/v1/selfsubjectaccessreviews"_s, body);
    const int generation = m_generation;
    connect(call, &ApiCall::finished, this, [this, ns, key, generation](ApiCall *c) {
        if (generation != m_generation)
            return;
        m_checking.remove(key);
        if (c->error().isError())
            return; // unknown: the server judges the request when it is made
        const QJsonObject status = c->json().value(u"status"_s).toObject();
        m_decisions.insert(
            key, status.value(u"allowed"_s).toBool() && !status.value(u"denied"_s).toBool());
        Q_EMIT reviewed(ns);
    });
}

std::optional<bool> AccessRules::allows(
    const QString &ns, const QString &verb, const QString &group, const QString &resource) const
{
    const auto it = m_rules.constFind(ns);
    if (it != m_rules.cend()) {
        for (const Rule &r : *it) {
            if (matches(r.verbs, verb) && matches(r.apiGroups, group)
                && matches(r.resources, resource))
                return true;
        }
    }
    if (it != m_rules.cend() && !m_incomplete.contains(ns))
        return false;
    const auto decided = m_decisions.constFind(decisionKey(ns, { verb, group, resource }));
    if (decided != m_decisions.cend())
        return *decided;
    return std::nullopt;
}

void AccessRules::forget()
{
    ++m_generation;
    m_rules.clear();
    m_unknown.clear();
    m_incomplete.clear();
    m_decisions.clear();
    m_checking.clear();
    m_asking.clear();
    m_retried.clear();
}

} // namespace vmray::kube
