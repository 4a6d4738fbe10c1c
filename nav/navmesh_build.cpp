// Navmesh::build: the pipeline of recastnavigation's solo-mesh sample, one named step per
// function. Rasterisation and erosion are done on our own cell grid against the exact walls
// (cell_grid.h), and contours are checked against them (clearance_guard.h): Recast's voxel
// erosion and contour simplification would otherwise eat into the agent radius.

#include "nav/cell_grid.h"
#include "nav/clearance_guard.h"
#include "nav/navmesh_impl.h"

#include <DetourAlloc.h>
#include <DetourNavMeshBuilder.h>
#include <Recast.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <unordered_map>
#include <unordered_set>

namespace footfall::nav {

namespace {

// Chosen by measurement on the test scenes (tests/support/nav_scenes.h). The mesh edge then lies at
// most 7.7 cm beyond the radius (diagonal walls; 3 cm along axis-aligned ones), and a 40 m x
// 40 m plaza with pillars builds in 14-25 ms here. 0.05 m: 6.2 cm, 20-35 ms; 0.08 m: 10.4 cm,
// 9-15 ms.
constexpr double kDefaultCellSize = 0.06;
// Past this many cells an automatic cell size grows, trading accuracy for memory and time.
constexpr double kMaxAutoCells = 8e6;
// Recast and Detour keep mesh vertices as 16-bit cell coordinates: no floor may be more cells
// across than that (less a margin for the border cells), whatever its area.
constexpr double kMaxCellsAcross = 65000;
// Past this many cells in all, a build would take minutes and gigabytes.
constexpr double kMaxCells = 2e8;
// Recast's compact heightfield numbers its walkable cells in 24 bits (rcCompactCell::index).
constexpr double kMaxWalkableCells = (1 << 24) - 1;
// Of the 1 cm overlap allowed, what the mesh may use; the rest absorbs float rounding.
constexpr double kAllowedOverlap = 0.005;
// The floor is flat at height 0, so heights only need to be plausible for Recast.
constexpr double kAgentHeight = 2.0;
constexpr double kAgentClimb = 0.4;
constexpr int kDetourMaxNodes = 65535;

// Recast walks a region's outline for at most 40,000 steps (walkContour), about 20,000 cells of
// edge: a longer outline is silently cut short, losing corners and the floor beyond them (a
// 10 m x 600 m room lost its far end, so that no goal there could be reached). Regions are
// therefore cut into chunks of this many cells a side: a region whose sides are monotone then
// has an outline of at most 8 x 1,024 cells, and contour simplification, quadratic in an
// outline's length, stays fast on long floors too. Floors of up to 61 m (at 6 cm cells) are
// one chunk, and their navmesh what it was.
constexpr int kRegionChunk = 1024;
// Recast then merges each outline's triangles into polygons at a cost that grows with the cube
// of the outline's corners. Rows of small obstacles closer than a square metre of floor apart
// make regions like combs along a whole row (the pieces between two obstacles merge into the
// strip beside them): 900 corners, and 22 s of a 28 s build with 2,000 round pillars 1.6 m
// apart. Where any outline has more than this many corners, the regions are cut into chunks of
// kShortRegionChunk instead (7.7 m at 6 cm cells; 1 s for those pillars). Open floors and
// rooms keep their navmesh as it was.
constexpr int kMostOutlineCorners = 256;
constexpr int kShortRegionChunk = 128;

struct RecastDeleter {
    void operator()(rcCompactHeightfield* p) const { rcFreeCompactHeightfield(p); }
    void operator()(rcContourSet* p) const { rcFreeContourSet(p); }
    void operator()(rcPolyMesh* p) const { rcFreePolyMesh(p); }
};
template <class T> using RecastPtr = std::unique_ptr<T, RecastDeleter>;

using Clock = std::chrono::steady_clock;
double msSince(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

std::string format(const char* fmt, double a, double b = 0, double c = 0, double d = 0) {
    char buffer[256];
    std::snprintf(buffer, sizeof buffer, fmt, a, b, c, d);
    return buffer;
}

// Everything one build carries from step to step. Each step returns an error message, empty
// when it succeeded.
struct Pipeline {
    Pipeline(const FloorPlan& p, const NavmeshSettings& s, NavmeshBuildStats& st)
        : plan(p), settings(s), stats(st) {}
    const FloorPlan& plan;
    NavmeshSettings settings;
    NavmeshBuildStats& stats;
    rcContext ctx{false};
    Walls walls;
    Vec2 floorMin{0, 0}, floorMax{0, 0};
    double padding = 0;             // added to the agent radius for this attempt
    int regionChunk = kRegionChunk; // cells a side regions are cut into (cutLongOutlines)
    CellGrid floorGrid;             // rasterised once; each attempt erodes a copy
    RecastPtr<rcCompactHeightfield> compact;
    RecastPtr<rcContourSet> contours;
    RecastPtr<rcPolyMesh> polyMesh;
    std::unique_ptr<NavmeshState> state;

    double erosion() const { return settings.agent_radius + padding; }
    // What contour edges must keep from the walls.
    double minDistance() const { return settings.agent_radius - kAllowedOverlap; }
    int walkableHeight() const {
        return static_cast<int>(std::ceil(kAgentHeight / settings.cell_height));
    }
    int walkableClimb() const {
        return static_cast<int>(std::floor(kAgentClimb / settings.cell_height));
    }
};

std::string checkSettings(const NavmeshSettings& s) {
    auto bad = [](double v) { return !std::isfinite(v) || v < 0; };
    if (bad(s.agent_radius)) return "agent_radius must be a finite number >= 0";
    if (bad(s.cell_size)) return "cell_size must be a finite number >= 0 (0 = automatic)";
    if (bad(s.cell_height) || s.cell_height == 0) return "cell_height must be > 0";
    if (bad(s.edge_max_error)) return "edge_max_error must be >= 0";
    if (bad(s.max_edge_length)) return "max_edge_length must be >= 0 (0 = no limit)";
    if (bad(s.region_min_area)) return "region_min_area must be >= 0";
    return {};
}

std::string measureFloor(Pipeline& p) {
    bool any = false;
    for (const Polygon& piece : p.plan.floor)
        for (Vec2 v : piece) {
            p.floorMin = any ? glm::min(p.floorMin, v) : v;
            p.floorMax = any ? glm::max(p.floorMax, v) : v;
            any = true;
        }
    if (!any) return "the floor is empty";
    if (!std::isfinite(p.floorMin.x + p.floorMin.y + p.floorMax.x + p.floorMax.y))
        return "the floor has a coordinate that is not a finite number";
    return {};
}

void chooseCellSize(Pipeline& p) {
    double cs = p.settings.cell_size;
    if (cs <= 0) {
        const Vec2 extent = p.floorMax - p.floorMin;
        const double area = extent.x * extent.y;
        cs = area > kMaxAutoCells * kDefaultCellSize * kDefaultCellSize
                 ? std::sqrt(area / kMaxAutoCells)
                 : kDefaultCellSize;
        // A long, narrow floor has a small area but many cells along it.
        cs = std::max(cs, std::max(extent.x, extent.y) / (kMaxCellsAcross - 10));
    }
    p.settings.cell_size = cs;
    p.stats.cell_size = p.settings.cell_size;
}

// A kept cell's centre is further than the erosion from every wall, and its corners, where
// contour vertices sit, are within half a cell diagonal of it. The erosion must also exceed
// that half diagonal so that no wall crosses a kept cell.
double firstPadding(const Pipeline& p) {
    const double halfDiagonal = p.settings.cell_size * std::sqrt(0.5);
    const double padding = halfDiagonal - kAllowedOverlap * 0.8;
    return std::max(padding, halfDiagonal + 1e-3 - p.settings.agent_radius);
}

double upToThreeFigures(double x) {
    const double unit = std::pow(10.0, std::floor(std::log10(x)) - 2);
    return std::ceil(x / unit) * unit;
}

// The smallest cell size, to three figures and rounded up, at which the plan keeps within the
// limits below: the cells across, the cells in all (with the spare cells round the floor), and
// the walkable cells, which are at most the floor pieces' area in cells. The hint a refusal
// gives must itself be accepted.
double cellSizeAtLeast(const Pipeline& p) {
    const Vec2 extent = p.floorMax - p.floorMin;
    const double across = std::max(extent.x, extent.y) / (kMaxCellsAcross - 10);
    double floorArea = 0;
    for (const Polygon& piece : p.plan.floor) {
        double twice = 0;
        for (size_t i = 0, j = piece.size() - 1; i < piece.size(); j = i++)
            twice += piece[j].x * piece[i].y - piece[i].x * piece[j].y;
        floorArea += std::abs(twice) / 2;
    }
    const double walkable = std::sqrt(floorArea / kMaxWalkableCells) * 1.001;
    const double first = std::max({across, walkable, std::sqrt(extent.x * extent.y / kMaxCells)});
    // Two spare cells each side, one more for the rounding up: six cells of room.
    const double inAll =
        std::sqrt((extent.x + 6 * first) * (extent.y + 6 * first) / kMaxCells) * 1.001;
    return upToThreeFigures(std::max({across, walkable, inAll}));
}

std::string rasterize(Pipeline& p) {
    const double cs = p.settings.cell_size;
    // Two spare cells around the floor keep its edges off the heightfield's border.
    const Vec2 lo = p.floorMin - 2 * cs, hi = p.floorMax + 2 * cs;
    const double width = std::ceil((hi.x - lo.x) / cs), height = std::ceil((hi.y - lo.y) / cs);
    // Refused before anything is allocated, naming the limit and the way round it.
    const double across = std::max(width, height) + 1;
    if (across > kMaxCellsAcross)
        return format("the floor is %.0f cells across at cell size %.3g m, more than the %.0f a "
                      "navmesh holds; set navmesh.cell_size to at least %.3g m",
                      across, cs, kMaxCellsAcross, cellSizeAtLeast(p));
    if (width * height > kMaxCells)
        return format("the floor is %.3g cells at cell size %.3g m, more than the %.3g a navmesh "
                      "build can take; set navmesh.cell_size to at least %.3g m",
                      width * height, cs, kMaxCells, cellSizeAtLeast(p));
    CellGrid& grid = p.floorGrid;
    // Float origins too, so that cells here and Recast's vertices agree.
    grid.originX = static_cast<double>(static_cast<float>(lo.x));
    grid.originZ = static_cast<double>(static_cast<float>(-hi.y));
    grid.cellSize = cs;
    grid.width = static_cast<int>(width) + 1;
    grid.height = static_cast<int>(height) + 1;
    grid.walkable.assign(static_cast<size_t>(grid.width) * static_cast<size_t>(grid.height), 0);
    rasterizeFloor(p.plan, grid);
    cutObstacles(p.plan, grid);
    return {};
}

std::string erode(Pipeline& p) {
    CellGrid grid = p.floorGrid;
    erodeNearWalls(p.walls, p.erosion(), grid);
    const double walkable = double(std::count(grid.walkable.begin(), grid.walkable.end(), 1));
    if (walkable > kMaxWalkableCells) // it said "out of memory" with memory to spare
        return format("the floor is %.3g walkable cells at cell size %.3g m, more than the %.3g a "
                      "navmesh holds; set navmesh.cell_size to at least %.3g m",
                      walkable, p.settings.cell_size, kMaxWalkableCells,
                      upToThreeFigures(p.settings.cell_size *
                                       std::sqrt(walkable / kMaxWalkableCells) * 1.001));
    p.compact.reset(rcAllocCompactHeightfield());
    if (!p.compact || !buildCompactHeightfield(grid, static_cast<float>(p.settings.cell_height),
                                               p.walkableHeight(), p.walkableClimb(), *p.compact))
        return "out of memory building the compact heightfield (the floor is too large)";
    return {};
}

// Gives each (region, chunk) pair a region id of its own. Chunks of one region meet along
// region borders, which become polygon edges shared by both sides, as between any regions.
std::string chunkRegions(rcCompactHeightfield& chf, int chunk) {
    std::unordered_map<std::uint64_t, int> ids;
    for (int z = 0; z < chf.height; ++z) {
        for (int x = 0; x < chf.width; ++x) {
            const rcCompactCell& cell = chf.cells[x + z * chf.width];
            for (unsigned i = cell.index, end = cell.index + cell.count; i < end; ++i) {
                rcCompactSpan& span = chf.spans[i];
                if (span.reg == 0 || (span.reg & RC_BORDER_REG)) continue;
                const std::uint64_t key = std::uint64_t(span.reg) | std::uint64_t(x / chunk) << 16 |
                                          std::uint64_t(z / chunk) << 40;
                const int id = ids.try_emplace(key, int(ids.size()) + 1).first->second;
                // Ids share 16 bits with Recast's flags; RC_BORDER_REG is the first of them.
                if (id >= RC_BORDER_REG)
                    return format("the floor is too large: more than %.0f regions of %.0f x %.0f "
                                  "cells; use larger cells (navmesh.cell_size)",
                                  RC_BORDER_REG - 1, double(chunk), double(chunk));
                span.reg = static_cast<unsigned short>(id);
            }
        }
    }
    chf.maxRegions = static_cast<unsigned short>(ids.size());
    return {};
}

// Monotone partitioning: ten times faster than watershed on open floors, and its regions
// have no holes, so every contour can be matched to its raw outline when it is refined.
std::string buildRegions(Pipeline& p) {
    const double cellArea = p.settings.cell_size * p.settings.cell_size;
    const int minArea = static_cast<int>(p.settings.region_min_area / cellArea);
    // Regions smaller than a square metre merge into a neighbour: fewer polygons.
    const int mergeArea = static_cast<int>(1.0 / cellArea);
    if (!rcBuildRegionsMonotone(&p.ctx, *p.compact, 0, minArea, mergeArea))
        return "Recast failed to build regions";
    return chunkRegions(*p.compact, p.regionChunk);
}

std::string buildContours(Pipeline& p) {
    const int maxEdge =
        static_cast<int>(std::lround(p.settings.max_edge_length / p.settings.cell_size));
    p.contours.reset(rcAllocContourSet());
    if (!p.contours ||
        !rcBuildContours(&p.ctx, *p.compact, static_cast<float>(p.settings.edge_max_error), maxEdge,
                         *p.contours, RC_CONTOUR_TESS_WALL_EDGES))
        return "Recast failed to build contours";
    if (p.contours->nconts == 0)
        return format("nothing walkable is left once %.3g m is kept from the walls", p.erosion());
    refineContours(*p.contours, p.walls, p.minDistance());
    return {};
}

// Regions cut shorter where an outline has too many corners for Recast's merge (above).
int longestOutline(const rcContourSet& contours) {
    int most = 0;
    for (int i = 0; i < contours.nconts; ++i)
        most = std::max(most, contours.conts[i].nverts);
    return most;
}

std::string cutLongOutlines(Pipeline& p) {
    if (p.regionChunk != kShortRegionChunk && longestOutline(*p.contours) > kMostOutlineCorners) {
        p.regionChunk = kShortRegionChunk;
        std::string error = buildRegions(p);
        if (error.empty()) error = buildContours(p);
        if (!error.empty()) return error;
    }
    p.stats.longest_outline = longestOutline(*p.contours);
    return {};
}

// The polygons' edges, each shared one counted once. Recast numbers them in 16 bits when it
// links neighbours: past 65,535 the numbers wrap and polygons lose their neighbours without
// a word (4,000 round pillars: 80,190 edges, and no goal reachable, even along open floor).
long countEdges(const rcPolyMesh& mesh) {
    std::unordered_set<std::uint32_t> edges;
    for (int i = 0; i < mesh.npolys; ++i) {
        const unsigned short* poly = &mesh.polys[i * mesh.nvp * 2];
        int n = 0;
        while (n < mesh.nvp && poly[n] != RC_MESH_NULL_IDX)
            ++n;
        for (int j = 0; j < n; ++j) {
            const unsigned a = poly[j], b = poly[(j + 1) % n];
            edges.insert(std::min(a, b) << 16 | std::max(a, b));
        }
    }
    return long(edges.size());
}

std::string buildPolyMesh(Pipeline& p) {
    // Recast numbers the mesh's vertices in 16 bits: a floor of thousands of small obstacles
    // failed with "Recast failed to build the polygon mesh", nothing said of why.
    long corners = 0;
    for (int i = 0; i < p.contours->nconts; ++i)
        corners += p.contours->conts[i].nverts;
    if (corners >= 0xfffe)
        return format("the walkable area's outlines have %.0f corners, more than the %.0f a "
                      "navmesh holds: use fewer or simpler obstacles",
                      double(corners), double(0xfffe - 1));
    p.polyMesh.reset(rcAllocPolyMesh());
    if (!p.polyMesh || !rcBuildPolyMesh(&p.ctx, *p.contours, DT_VERTS_PER_POLYGON, *p.polyMesh))
        return "Recast failed to build the polygon mesh";
    rcPolyMesh& mesh = *p.polyMesh;
    if (mesh.npolys == 0)
        return format("nothing walkable is left once %.3g m is kept from the walls", p.erosion());
    if (mesh.nverts >= 0xffff) return "the navmesh has too many vertices; use larger cells";
    if (const long edges = countEdges(mesh); edges >= 0xffff)
        return format("the navmesh has %.0f polygon edges, more than the %.0f Recast links: use "
                      "fewer or simpler obstacles",
                      double(edges), double(0xffff - 1));
    // The default query filter rejects polygons without flags.
    for (int i = 0; i < mesh.npolys; ++i)
        mesh.flags[i] = 1;
    p.stats.polygons = mesh.npolys;
    p.stats.vertices = mesh.nverts;
    // No detail mesh: the ground is flat, and Detour triangulates the polygons itself.
    // (rcBuildPolyMeshDetail also stalled for seconds on the large polygons of a plaza.)
    return {};
}

std::string createDetour(Pipeline& p) {
    const rcPolyMesh& mesh = *p.polyMesh;
    dtNavMeshCreateParams params{};
    params.verts = mesh.verts;
    params.vertCount = mesh.nverts;
    params.polys = mesh.polys;
    params.polyAreas = mesh.areas;
    params.polyFlags = mesh.flags;
    params.polyCount = mesh.npolys;
    params.nvp = mesh.nvp;
    params.walkableHeight = static_cast<float>(kAgentHeight);
    params.walkableRadius = static_cast<float>(p.settings.agent_radius);
    params.walkableClimb = static_cast<float>(kAgentClimb);
    rcVcopy(params.bmin, mesh.bmin);
    rcVcopy(params.bmax, mesh.bmax);
    params.cs = mesh.cs;
    params.ch = mesh.ch;
    params.buildBvTree = true;

    unsigned char* data = nullptr;
    int size = 0;
    if (!dtCreateNavMeshData(&params, &data, &size)) return "Detour failed to create the navmesh";

    auto state = std::make_unique<NavmeshState>();
    state->settings = p.settings;
    state->mesh.reset(dtAllocNavMesh());
    if (!state->mesh || dtStatusFailed(state->mesh->init(data, size, DT_TILE_FREE_DATA))) {
        dtFree(data); // the mesh owns the data only once init succeeded
        return "Detour failed to initialise the navmesh";
    }
    state->query.reset(dtAllocNavMeshQuery());
    if (!state->query || dtStatusFailed(state->query->init(state->mesh.get(), kDetourMaxNodes)))
        return "Detour failed to initialise the navmesh query";
    p.state = std::move(state);
    return {};
}

} // namespace

Navmesh::BuildResult Navmesh::build(const FloorPlan& plan, const NavmeshSettings& settings) {
    BuildResult result;
    const auto start = Clock::now();
    Pipeline p{plan, settings, result.stats};
    std::string& error = result.error;
    auto step = [&](std::string (*run)(Pipeline&), double& ms) {
        if (!error.empty()) return;
        const auto t = Clock::now();
        error = run(p);
        ms += msSince(t);
    };
    // Timings: erode_ms includes making the walls and the compact heightfield, contours_ms
    // their refinement, polymesh_ms the final clearance check.
    NavmeshBuildStats& stats = result.stats;

    error = checkSettings(settings);
    if (error.empty()) error = measureFloor(p);
    if (error.empty()) {
        chooseCellSize(p);
        const auto t = Clock::now();
        p.walls = Walls(plan);
        stats.erode_ms += msSince(t);
    }
    step(rasterize, stats.rasterize_ms);

    // The checked padding holds in every case tried; should the final check ever fail, build
    // again keeping enough from the walls to cover simplification wholesale, then more.
    const double cs = p.settings.cell_size;
    const double paddings[] = {firstPadding(p), cs * (std::sqrt(0.5) + settings.edge_max_error),
                               cs * (std::sqrt(0.5) + settings.edge_max_error + 2)};
    for (size_t attempt = 0; attempt < std::size(paddings) && error.empty(); ++attempt) {
        p.padding = paddings[attempt];
        stats.erosion = p.erosion();
        step(erode, stats.erode_ms);
        step(buildRegions, stats.regions_ms);
        step(buildContours, stats.contours_ms);
        step(cutLongOutlines, stats.contours_ms);
        step(buildPolyMesh, stats.polymesh_ms);
        if (!error.empty()) break;
        const auto t = Clock::now();
        const MeshCheck check = checkPolyMesh(*p.polyMesh, p.walls, p.minDistance());
        stats.polymesh_ms += msSince(t);
        if (check.ok) {
            step(createDetour, stats.detour_ms);
            break;
        }
        if (attempt + 1 == std::size(paddings))
            error = format("the navmesh passes %.3g m from a wall near (%.2f, %.2f): a bug",
                           check.worstDistance, check.where.x, check.where.y);
    }
    if (error.empty()) {
        auto impl = std::make_unique<Impl>();
        impl->state = std::move(*p.state);
        result.navmesh.emplace(Navmesh(std::move(impl)));
    }
    stats.total_ms = msSince(start);
    return result;
}

} // namespace footfall::nav
