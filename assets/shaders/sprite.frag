#version 330 core
// The marks of sprite.vert, drawn from signed distances in pixels, with a one-pixel soft edge
// (as the canvas feathers its triangles), so that they match the lines drawn beside them.
in vec2 local;
flat in vec2 size;
flat in vec4 fillA;
flat in vec4 fillB;
flat in vec2 kind;
out vec4 fragmentColour;

// Kinds, as render/gl/gl_canvas.cpp numbers them.
const int kEllipse = 0; // filled; fillB a rim kind.y pixels wide (none when transparent)
const int kRing = 1;    // an annulus: size.x its outer radius, kind.y its width in pixels
const int kPerson = 2;  // a person from above, size.x its radius: fillA clothes, fillB hair
const int kStrides = 3; // gait marks behind a walker: kind.y = solid + 8 * faint dashes
const int kDiamond = 4; // filled, fillB a rim

float coverage(float d) { return clamp(0.5 - d, 0.0, 1.0); }

// Inigo Quilez's approximation: exact on the axes, good enough for marks a few pixels wide.
float ellipse(vec2 p, vec2 r) {
    float k0 = length(p / r);
    float k1 = length(p / (r * r));
    return k1 > 0.0 ? k0 * (k0 - 1.0) / k1 : -min(r.x, r.y);
}

float segment(vec2 p, vec2 a, vec2 b) {
    vec2 pa = p - a, ba = b - a;
    float h = clamp(dot(pa, ba) / dot(ba, ba), 0.0, 1.0);
    return length(pa - ba * h);
}

// Premultiplied: layers laid over each other, front last.
vec4 over(vec4 under, vec4 colour, float cover) {
    float a = colour.a * cover;
    return vec4(colour.rgb * a, a) + under * (1.0 - a);
}

vec4 darker(vec4 c) { return vec4(c.rgb * 0.42, c.a); }

vec4 person(vec2 p, float r) {
    float rim = clamp(r * 0.1, 0.7, 1.4);
    vec4 acc = vec4(0.0);
    // The space it takes (its collision radius), faint: where contacts are judged.
    acc = over(acc, vec4(fillA.rgb, fillA.a * 0.16), coverage(length(p) - r));
    // Shoulders, a capsule across the body a little behind the centre (rounded ends read as
    // shoulders; an ellipse's pointed ones, with the head in the middle, read as an eye); the
    // head a little ahead.
    float shoulders = segment(p, vec2(-0.05 * r, -0.5 * r), vec2(-0.05 * r, 0.5 * r)) - 0.45 * r;
    acc = over(acc, darker(fillA), coverage(shoulders));
    acc = over(acc, fillA, coverage(shoulders + rim));
    float head = length(p - vec2(0.08 * r, 0.0)) - 0.33 * r;
    acc = over(acc, darker(fillB), coverage(head));
    acc = over(acc, fillB, coverage(head + rim));
    // The face's side: a pale mark at the front of the head says which way it looks.
    float face = length(p - vec2(0.33 * r, 0.0)) - max(0.12 * r, 0.8);
    acc = over(acc, vec4(0.93, 0.82, 0.70, fillA.a), coverage(face));
    return acc;
}

vec4 strides(vec2 p, int solid, int faint) {
    // Dashes along the centre line behind a walker, nearest first: one for each gait from the
    // slowest up to the one it walks at, then faint ones up to the gait it planned, when that
    // is faster. The quad holds them all; size.y is their half-thickness.
    vec4 acc = vec4(0.0);
    int n = solid + faint;
    float pitch = 2.0 * size.x / float(max(n, 1));
    for (int i = 0; i < n; ++i) {
        float front = size.x - float(i) * pitch;
        float d = segment(p, vec2(front, 0.0), vec2(front - pitch * 0.6, 0.0)) - size.y;
        vec4 c = i < solid ? fillA : vec4(fillA.rgb, fillA.a * 0.3);
        acc = over(acc, c, coverage(d));
    }
    return acc;
}

void main() {
    int k = int(kind.x + 0.5);
    vec4 c;
    if (k == kPerson) {
        c = person(local, size.x);
    } else if (k == kStrides) {
        int n = int(kind.y + 0.5);
        c = strides(local, n % 8, n / 8);
    } else if (k == kRing) {
        float d = abs(length(local) - (size.x - kind.y * 0.5)) - kind.y * 0.5;
        c = over(vec4(0.0), fillA, coverage(d));
    } else {
        float d = k == kDiamond ? (abs(local.x) / size.x + abs(local.y) / size.y - 1.0) *
                                      min(size.x, size.y) * 0.7071
                                : ellipse(local, size);
        bool rimmed = fillB.a > 0.0;
        c = rimmed ? over(vec4(0.0), fillB, coverage(d)) : vec4(0.0);
        c = over(c, fillA, coverage(rimmed ? d + kind.y : d));
    }
    if (c.a <= 0.0) discard;
    fragmentColour = vec4(c.rgb / c.a, c.a);
}
