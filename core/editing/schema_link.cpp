#include "core/editing/schema_link.h"

#include <filesystem>
#include <system_error>

namespace footfall {

std::optional<std::string> schemaLinkFor(const std::optional<std::string>& current,
                                         const std::string& savedPath,
                                         const std::string& schemaFile) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path folder = fs::absolute(fs::path(savedPath), ec).parent_path();
    if (ec) return current;
    if (current && current->find("://") != std::string::npos) return current;
    // A link already there is kept where both the system and a text editor find a file by it
    // (see below): one written into a folder reached through a symbolic link may lead only the
    // system there, and saving again mends it.
    if (current && !current->empty() && fs::is_regular_file(folder / *current, ec) &&
        fs::is_regular_file((folder / *current).lexically_normal(), ec))
        return current;
    if (schemaFile.empty() || !fs::is_regular_file(schemaFile, ec)) return current;
    const fs::path schema = fs::weakly_canonical(fs::absolute(schemaFile, ec), ec);
    if (ec) return current;
    const fs::path relative = schema.lexically_relative(fs::weakly_canonical(folder, ec));
    if (ec || relative.empty()) return schema.string();
    // "./" as the shipped scenarios write it: plainly a path beside the file, not a URL.
    const std::string link = relative.generic_string();
    // A folder reached through a symbolic link: the system resolves ".." from where the link
    // leads, a text editor from the path as written. Relative only where both find the schema;
    // else its absolute path, which both read alike.
    const fs::path written = folder / relative;
    if (!fs::equivalent(written, schema, ec) || ec ||
        !fs::equivalent(written.lexically_normal(), schema, ec) || ec)
        return schema.string();
    return link.starts_with("../") ? link : "./" + link;
}

} // namespace footfall
