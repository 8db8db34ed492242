#include "access_review.h"

#include <algorithm>

namespace emu {

namespace {
const std::string reviewPrefix = "/apis/authorization.k8s.io/v1/";

bool reads(const std::string &verb)
{
    return verb == "get" || verb == "list" || verb == "watch";
}
} // namespace

bool mayDo(const User &user,
    const std::string &verb,
    const std::string &group,
    const std::string &resource,
    const std::string &ns)
{
    if (group.empty() && resource == "namespaces")
        return reads(verb) && (ns.empty() || Authenticator::mayUseNamespace(user, ns));
    if (!user.namespaces.empty() && (ns.empty() || !Authenticator::mayUseNamespace(user, ns)))
        return false;
    return !user.viewOnly || reads(verb);
}

bool serveAccessReview(const std::string &method,
    const std::string &path,
    const std::string &body,
    const User &user,
    bool incompleteRules,
    int &status,
    Json &answer)
{
    if (path.rfind(reviewPrefix, 0) != 0)
        return false;
    const std::string kind = path.substr(reviewPrefix.size());
    if (kind != "selfsubjectaccessreviews" && kind != "selfsubjectrulesreviews")
        return false;
    if (method != "POST")
        throw StatusError(405, "MethodNotAllowed", "the server does not allow this method");
    Json review = Json::parse(body, nullptr, false);
    if (!review.is_object() || !review.contains("spec") || !review["spec"].is_object())
        throw StatusError(400, "BadRequest", "the review needs a spec object");
    const Json &spec = review["spec"];
    review["metadata"] = Json { { "creationTimestamp", nullptr } };
    status = 201;
    if (kind == "selfsubjectaccessreviews") {
        review["kind"] = "SelfSubjectAccessReview";
        const Json attributes = spec.value("resourceAttributes", Json::object());
        if (!attributes.is_object() || attributes.empty()) {
            // Non-resource URLs (/healthz, /version): everyone may read them.
            const Json url = spec.value("nonResourceAttributes", Json::object());
            const bool allowed = url.is_object() && url.value("verb", "") == "get";
            review["status"] = Json { { "allowed", allowed } };
        } else {
            const bool allowed = mayDo(user,
                attributes.value("verb", ""),
                attributes.value("group", ""),
                attributes.value("resource", ""),
                attributes.value("namespace", ""));
            Json result { { "allowed", allowed } };
            if (!allowed)
                result["reason"] = user.viewOnly ? "the user has the VIEW role on the namespace"
                                                 : "the user has no role on the namespace";
            review["status"] = result;
        }
    } else {
        review["kind"] = "SelfSubjectRulesReview";
        const std::string ns = spec.value("namespace", "");
        Json rules = Json::array();
        if (!incompleteRules) {
            if (user.namespaces.empty() || Authenticator::mayUseNamespace(user, ns)) {
                const Json verbs =
                    user.viewOnly ? Json::array({ "get", "list", "watch" }) : Json::array({ "*" });
                rules.push_back(
                    { { "verbs", verbs }, { "apiGroups", { "*" } }, { "resources", { "*" } } });
            }
            rules.push_back({ { "verbs", { "get", "list", "watch" } },
                { "apiGroups", { "" } },
                { "resources", { "namespaces" } } });
        }
        rules.push_back({ { "verbs", { "create" } },
            { "apiGroups", { "authorization.k8s.io" } },
            { "resources", { "selfsubjectaccessreviews", "selfsubjectrulesreviews" } } });
        Json result { { "resourceRules", rules },
            { "nonResourceRules",
                Json::array({ { { "verbs", { "get" } },
                    { "nonResourceURLs", { "/healthz", "/livez", "/readyz", "/version" } } } }) },
            { "incomplete", incompleteRules } };
        if (incompleteRules) // the kube-apiserver's words for a webhook authorizer
            result["evaluationError"] = "webhook authorizer does not support user rule resolution";
        review["status"] = std::move(result);
    }
    answer = std::move(review);
    return true;
}

} // namespace emu
