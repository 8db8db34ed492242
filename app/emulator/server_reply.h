// Answers the emulator's HTTP server sends, shared by its endpoints: JSON bodies, a
// metav1.Status for a refusal, and a request's body read by its media type.
#pragma once

#include "common.h"

#include <string>

namespace httplib {
struct Request;
struct Response;
} // namespace httplib

namespace emu {

inline constexpr const char *jsonType = "application/json";

void sendJson(httplib::Response &res, int code, const std::string &body);
void sendStatus(httplib::Response &res, const StatusError &e);
Json bodyOf(const httplib::Request &req);

} // namespace emu
