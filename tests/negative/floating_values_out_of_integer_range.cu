// A floating-point value converted to an integer type that cannot hold it is no constant:
// nvcc reports it at the conversion wherever a constant is needed (measured with nvcc 13.0).
template <int N> struct S { static const int v = N; };
__global__ void k(int *p)
{
    constexpr int a = (int)1e30;
    static_assert((int)1e30 != 0, "never");
    int arr[(int)1e30 > 0 ? 1 : 2];
    constexpr unsigned u = (unsigned)-1.5;
    constexpr int fits = (int)2147483647.9 + (int)-2147483648.5 + (unsigned char)255.9;
    p[0] = a + S<(int)1e30>::v + sizeof(arr) + u + fits;
}
