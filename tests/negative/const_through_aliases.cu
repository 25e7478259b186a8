// Writes through const the declarations show only through an alias, a member declaration,
// a range-for variable or a lambda parameter.
typedef const int cint;
typedef const float *cfloat_ptr;
struct Limits { const int max; int used; };
__global__ void k(int *out, const float *in, Limits *lim)
{
    cint a = 3;
    a = 4;
    cfloat_ptr p = in;
    *p = 1.0f;
    Limits l = {5, 0};
    l.max = 6;
    lim->max += 1;
    l.used = 1;
    int arr[3] = {1, 2, 3};
    for (const int v : arr) v = 0;
    for (const int &r : arr) r++;
    auto f = [](const int x) { x = 2; return x; };
    out[0] = a + l.used + f(1);
}
