#pragma once
// FOOTFALL_TEST_SANITIZED is defined in a build with AddressSanitizer (scripts/sanitized_tests.sh),
// where code runs several times slower: tests that hold a figure of time keep their other
// checks there and leave the time to the Release build. GCC says it with a macro, clang with
// __has_feature.

#if defined(__SANITIZE_ADDRESS__)
#define FOOTFALL_TEST_SANITIZED
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define FOOTFALL_TEST_SANITIZED
#endif
#endif
