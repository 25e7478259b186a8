// A constant expression that divides by zero has no value: a `constexpr` local's initializer
// and a `static_assert`'s condition are reported, with where the division is.
__global__ void k(int* p)
{
    constexpr int a = 1 / 0;
    constexpr int b = 5 % (2 - 2);
    static_assert(1 / 0, "never");
    p[0] = a + b;
}
