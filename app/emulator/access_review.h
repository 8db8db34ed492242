// Who may do what, as a Supervisor's kube-apiserver says it: a user is limited to the namespaces
// it was given (vSphere's namespace permissions), and a user with the VIEW role only reads.
// SelfSubjectAccessReview and SelfSubjectRulesReview (authorization.k8s.io/v1) answer from the
// same rule that refuses requests.
#pragma once

#include "auth.h"
#include "common.h"

#include <string>

namespace emu {

// Whether `user` may `verb` the resource `resource` of API group `group` in `ns` (empty: at the
// cluster scope). Namespaces are read by everyone who may use them and written by nobody.
bool mayDo(const User &user,
    const std::string &verb,
    const std::string &group,
    const std::string &resource,
    const std::string &ns);

// Answers POST /apis/authorization.k8s.io/v1/selfsubject{access,rules}reviews; false when `path`
// is neither. Sets the HTTP status and the answer's JSON. With `incompleteRules`, the rules
// review lists only what the API server grants everyone and says it is incomplete, as with a
// webhook authorizer, which cannot list a user's rules.
bool serveAccessReview(const std::string &method,
    const std::string &path,
    const std::string &body,
    const User &user,
    bool incompleteRules,
    int &status,
    Json &answer);

} // namespace emu
