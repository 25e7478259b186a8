// A structured binding to a bit-field has no object of its own to capture.
struct Flags { unsigned on : 1; unsigned level : 3; };
__global__ void k(Flags f, int *out)
{
    auto [on, level] = f;
    auto get = [level] { return level; };
    out[0] = get() + on;
}
