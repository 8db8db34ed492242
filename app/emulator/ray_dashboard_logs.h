// Ray's Log API, as a node's dashboard agent serves it through the head's dashboard
// (state_head.py): the files of a node grouped as Ray groups them, and a file's last lines (or
// all of it), as text or in the leading_1 framing. Contents are made up as they are sent, line by
// line from the node, the file and the line's number, so a file of any size costs no memory and
// reads the same every time.
#pragma once

#include "ray_dashboard_model.h"

#include <httplib.h>

#include <memory>
#include <string>
#include <vector>

namespace emu {

// Every line of a made-up file has this many bytes, newline included.
inline constexpr int64_t rayLogLineBytes = 120;

// The files a node has: Ray's own, then `extra` (added by the admin hook).
std::vector<RayLogFile> rayLogFiles(const RayNode &node, const std::vector<RayLogFile> &extra);
// GET /api/v0/logs: {"<group>": [files]} of the files matching `glob`.
Json rayLogGroups(const std::vector<RayLogFile> &files, const std::string &glob);
// Line `index` (from 0) of `file` on `node`, newline included.
std::string rayLogLine(const RayNode &node, const std::string &file, int64_t index);
// GET /api/v0/logs/file and /stream: the last `lines` lines (-1: all) of `file`, as `format`
// ("text" or "leading_1") says. `follow` keeps writing a new line every `intervalSeconds` until
// the client goes (at most `followLimitSeconds`).
void serveRayLogFile(httplib::Response &res,
    const RayNode &node,
    const RayLogFile &file,
    int64_t lines,
    const std::string &format,
    bool follow,
    double intervalSeconds,
    double followLimitSeconds,
    std::shared_ptr<void> heldUntilSent = {});
// The answer for a node whose agent is gone: an error in the format asked.
void serveRayLogError(httplib::Response &res, const std::string &format, const std::string &error);

} // namespace emu
