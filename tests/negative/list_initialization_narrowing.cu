// Narrowing conversions of braced lists' items: warnings in declarations, aggregates' members,
// arrays' elements, a constructor's braced member initializer and an enumeration with a fixed
// underlying type; errors for a scalar's `new`, `return` and assignment; constants that fit
// are no narrowing.
enum class Mode : unsigned char { A, B };
struct P { short s; float g; };
struct Q { int x; P p; };
struct R {
    int x;
    __device__ R(double d) : x{d} {}
};
__device__ int truncate(double d) { return {d}; }
__device__ double widen(float f) { return {f}; }
__global__ void k(int* out, double d, long long w, int v, unsigned u) {
    int a{2.5};
    char c = {w};
    int e[2] = {d, 1};
    P p = {v, 1};
    float g{d};
    float h{1e300};
    float j{16777217};
    unsigned k2{-1};
    int m{u};
    Mode mo{v};
    Mode mo2{300};
    bool bb{v};
    constexpr long long big = 1LL << 40;
    int x{big};
    Q q{1, {v, 2}};
    int* n = new int{d};
    R r(d);
    char ok{65};
    float ok2{1.5};
    const int cn = 5;
    char okc{cn};
    float fv{4};
    long long wide{v};
    double wider{g};
    short assigned;
    assigned = {v};
    wide = {v};
    out[0] = a + c + e[0] + p.s + (int)h + (int)j + k2 + m + (int)mo + (int)mo2 + bb + x + q.p.s + *n + r.x + ok + (int)ok2 + okc + (int)fv + wide + (int)wider + truncate(d) + (int)widen(g) + assigned;
}
int main() { return 0; }
