#include "core/scenario/json_comments.h"

namespace footfall {

JsonComments scanJsonComments(const std::string& text) {
    JsonComments found;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
            found.any = true;
            i = text.find('\n', i);
            if (i == std::string::npos) break;
        } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
            found.any = true;
            const std::size_t end = text.find("*/", i + 2);
            if (end == std::string::npos) {
                found.unclosedBlock = i;
                break;
            }
            i = end + 1;
        }
    }
    return found;
}

} // namespace footfall
