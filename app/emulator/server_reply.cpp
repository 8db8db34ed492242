// Answers the emulator's HTTP server sends, shared by its endpoints.
#include "server_reply.h"

#include "request.h"

#include <httplib.h>

namespace emu {

void sendJson(httplib::Response &res, int code, const std::string &body)
{
    res.status = code;
    res.set_content(body, jsonType);
}

void sendStatus(httplib::Response &res, const StatusError &e)
{
    if (e.retryAfter > 0)
        res.set_header("Retry-After", std::to_string(e.retryAfter));
    sendJson(res, e.code(), jsonText(e.toStatus()));
}

Json bodyOf(const httplib::Request &req)
{
    return parseBody(mediaType(req.get_header_value("Content-Type")), req.body);
}

} // namespace emu
