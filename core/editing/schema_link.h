#pragma once
// The "$schema" a saved scenario carries, so that a text editor (VS Code and others) finds the
// format's JSON Schema and completes and checks the file. A relative link is only good from
// the folder it was written in: saved elsewhere, or never given (a new scenario), the link is
// made again to the schema that ships with Footfall.

#include <optional>
#include <string>

namespace footfall {

// The link for a scenario saved at `savedPath` whose link is now `current`: `current` itself
// when it is a URL or resolves from the file's folder; else the path from that folder to
// `schemaFile` (the shipped schema), when it exists (its absolute path where the folder is
// reached through a symbolic link that would lead a relative one astray); else `current` as it
// was.
std::optional<std::string> schemaLinkFor(const std::optional<std::string>& current,
                                         const std::string& savedPath,
                                         const std::string& schemaFile);

} // namespace footfall
