// A lambda whose return type is deduced returns one type from every return.
__global__ void k(float *out, int n)
{
    auto pick = [](int i, float f) { if (i > 0) return f; return i; };
    auto ok = [](int i) { if (i > 0) return 1.5f; return 2.5f; };
    auto none = [](int i) { if (i) return; return; };
    out[0] = pick(n, 1.0f) + ok(n);
    none(n);
}
