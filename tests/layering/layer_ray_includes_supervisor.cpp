// Must not compile: Ray's side does not know how a Supervisor is connected to.
#include "supervisor/session.h"
