// Signed arithmetic on literals whose result its type cannot hold: nvcc 13.0 computes it
// wrapped around and warns at the operator (measured), in constants and in code that runs;
// unsigned arithmetic, and shifts into the sign bit, are not warned about.
template <int N> struct S { static const int v = N; };
__global__ void k(int *p)
{
    constexpr int c = 2147483647 + 1;
    int x = 2147483647 + 1;
    enum { E = 2147483647 + 1 };
    constexpr int q = (-2147483647 - 1) / -1;
    constexpr long long l = 9223372036854775807LL * 2;
    constexpr int n = -(-2147483647 - 1);
    constexpr unsigned u = 0u - 1u;
    constexpr int s = 1 << 31;
    p[0] = c + x + E + q + (int)l + n + S<2147483647 + 1>::v + u + s;
}
