// Requests to the emulator's Kubernetes API, from the request line on: the target is split and
// decoded as httplib's server does it, then served by serveResource against a fresh demo store.
// The input is one or more requests separated by a line "@@":
//     METHOD /path?query
//     Header: value            (Content-Type, Accept; "User: devops" for the limited user)
//
//     body
// "@continue@" in a target stands for the continue token of the last list answered.
#include "emulatorfixture.h"

#include <httplib.h>

#include <string_view>

namespace {

const fuzz::EmulatorFixture &fixture()
{
    static const fuzz::EmulatorFixture f;
    return f;
}

struct Parsed
{
    emu::ApiRequest request;
    bool devops = false;
};

std::optional<Parsed> parseRequest(std::string_view text, const std::string &lastContinue)
{
    Parsed out;
    const size_t lineEnd = text.find('\n');
    const std::string_view line = text.substr(0, lineEnd);
    const size_t space = line.find(' ');
    if (space == std::string_view::npos)
        return std::nullopt;
    out.request.method = std::string(line.substr(0, space));
    std::string target(line.substr(space + 1));
    for (size_t at = target.find("@continue@"); at != std::string::npos;
         at = target.find("@continue@", at + lastContinue.size()))
        target.replace(at, 10, lastContinue);
    // As httplib's server: the path is decoded, the query parsed, a second '?' refused.
    const size_t question = target.find('?');
    if (question != std::string::npos && target.find('?', question + 1) != std::string::npos)
        return std::nullopt;
    out.request.path = httplib::detail::decode_url(target.substr(0, question), false);
    if (question != std::string::npos && question + 1 < target.size())
        httplib::detail::parse_query_text(target.substr(question + 1), out.request.params);
    if (lineEnd == std::string_view::npos)
        return out;
    size_t at = lineEnd + 1;
    while (at < text.size()) {
        const size_t end = std::min(text.find('\n', at), text.size());
        const std::string_view header = text.substr(at, end - at);
        at = end + 1;
        if (header.empty())
            break;
        const size_t colon = header.find(':');
        if (colon == std::string_view::npos)
            continue;
        const std::string_view name = header.substr(0, colon);
        std::string_view value = header.substr(colon + 1);
        while (!value.empty() && value.front() == ' ')
            value.remove_prefix(1);
        if (name == "Content-Type")
            out.request.contentType = std::string(value);
        else if (name == "Accept")
            out.request.accept = std::string(value);
        else if (name == "User")
            out.devops = value == "devops";
    }
    if (at < text.size())
        out.request.body = std::string(text.substr(at));
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const std::string_view input(reinterpret_cast<const char *>(data), size);
    const std::unique_ptr<emu::Store> store = fixture().freshStore();
    std::string lastContinue;
    size_t at = 0;
    for (int requests = 0; at <= input.size() && requests < 8; ++requests) {
        size_t end = input.find("\n@@\n", at);
        if (end == std::string_view::npos)
            end = input.size();
        const std::optional<Parsed> parsed = parseRequest(input.substr(at, end - at), lastContinue);
        at = end + 4;
        if (!parsed)
            continue;
        const std::optional<emu::ApiAnswer> answer = fuzz::serve(fixture(),
            *store,
            parsed->request,
            parsed->devops ? fixture().devops() : fixture().admin());
        if (answer && !answer->body.empty()) {
            // Answers are JSON the client reads; a list's continue token is kept for the next.
            const emu::Json json = emu::Json::parse(answer->body);
            if (const emu::Json *token = emu::findPath(json, { "metadata", "continue" });
                token && token->is_string())
                lastContinue = token->get<std::string>();
        }
    }
    return 0;
}
