// Bounds on YAML the console reads from files and the clipboard. yaml-cpp recurses once per level
// of nesting while it parses, and so does every walk over the nodes it returns (conversion to JSON,
// the emitter); an alias can also make a node its own child, or make a small text a huge tree.
// Text is checked before yaml-cpp sees it, and the document again before anything walks it.
#pragma once

#include <QByteArrayView>
#include <QString>

#include <optional>

namespace YAML {
class Node;
}

namespace vmray {

struct YamlLimits
{
    qsizetype maxBytes = 4 * 1024 * 1024;
    int maxDepth = 64;
    // Nodes of a document once its aliases are followed; a text without aliases has fewer nodes
    // than bytes.
    qsizetype maxNodes = 1024 * 1024;
};

// Why a text or document is refused, with the place where it went too far when there is one.
struct YamlRefusal
{
    QString message; // a sentence for the user
    int line = 0; // 1-based; 0 for the text as a whole
    int column = 0;
};

// Refuses a text that is too large or nested more deeply than the limit. Nesting is counted from
// flow brackets and block indentation without parsing, erring towards more levels than yaml-cpp
// sees; the count is linear in the text and never recurses.
std::optional<YamlRefusal> checkYamlText(QByteArrayView text, const YamlLimits &limits = {});

// Refuses a parsed document whose aliases nest it more deeply than the limit (an alias inside
// its own anchor nests it without end) or expand it to more nodes than the limit.
std::optional<YamlRefusal> checkYamlDocument(const YAML::Node &root, const YamlLimits &limits = {});

} // namespace vmray
