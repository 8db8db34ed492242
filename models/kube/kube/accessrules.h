// What the user may do in each namespace, as the server says in a SelfSubjectRulesReview
// (authorization.k8s.io/v1): asked once per namespace and kept until forgotten, after a refusal
// (403) or a new login, when the user's rights may have changed. Where the rules cannot be
// listed (a webhook authorizer, as on a Supervisor, answers "incomplete"; an older or stricter
// server refuses the review), each verb the console offers is asked with a
// SelfSubjectAccessReview instead.
#pragma once

#include "kubeclient.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

#include <optional>

namespace vmray::kube {

class AccessRules final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AccessRules)

public:
    struct Rule
    {
        QStringList verbs;
        QStringList apiGroups;
        QStringList resources;
        bool operator==(const Rule &) const = default;
    };
    // One verb on one kind of resource.
    struct Question
    {
        QString verb;
        QString group;
        QString resource;
        bool operator==(const Question &) const = default;
    };

    // `client` is not owned and must outlive the rules.
    explicit AccessRules(KubeClient *client, QObject *parent = nullptr);
    ~AccessRules() override;

    // Asks the server about `ns` unless its answer is kept or on its way. Where the rules
    // review cannot decide, each of `questions` is asked on its own.
    void review(const QString &ns, const QList<Question> &questions = {});
    // Asks the server whether the user may do `question` in `ns` (a SelfSubjectAccessReview),
    // unless that answer is kept or on its way; reviewed(ns) says when it came.
    void check(const QString &ns, const Question &question);
    // Whether the user may `verb` `resource` of `group` in `ns`; unknown until the server said
    // (and when it could not say: a server without the reviews, which then judges each
    // request). The rules decide where they grant it; where they were incomplete or could not be
    // read, the access review of that verb decides.
    std::optional<bool> allows(const QString &ns,
        const QString &verb,
        const QString &group,
        const QString &resource) const;
    // Every answer kept goes; namespaces are asked again on their next review().
    void forget();
    // The rules as read from a review's answer.
    static QList<Rule> readRules(const QJsonObject &review);
    // Whether a review's answer says its rules are not all the user has.
    static bool incomplete(const QJsonObject &review);

Q_SIGNALS:
    // The server answered about `ns` (or could not).
    void reviewed(const QString &ns);

private:
    static QString decisionKey(const QString &ns, const Question &question);
    void checkUndecided(const QString &ns, const QList<Question> &questions);

    QPointer<KubeClient> m_client;
    QHash<QString, QList<Rule>> m_rules; // by namespace
    QSet<QString> m_asking;
    QSet<QString> m_unknown; // the server could not say
    QSet<QString> m_incomplete; // the rules are not all the user has
    QHash<QString, bool> m_decisions; // access reviews' answers, by decisionKey()
    QSet<QString> m_checking; // decisionKey()s asked and not yet answered
    QSet<QString> m_retried; // asked again after a broken connection
    int m_generation = 0; // an answer asked for before forget() is not kept
};

} // namespace vmray::kube
