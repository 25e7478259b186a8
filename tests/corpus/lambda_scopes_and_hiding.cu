// Names in extended lambdas' bodies mean what their scopes say: an enumeration of the body
// hides the enclosing function's enumerators and its captured variables of the same names
// (`enum { nt = params_t::nt, nv = nt * vt };` beside an outer `enum { nt = 64 }` and a
// captured `int nv`), a variable declared in a nested block or lambda after a use does not keep
// the enclosing function's variable of its name from being captured, and a default argument
// sees the callee's names, never the caller's locals.
#include <cstdio>

template <int N> __device__ int twice() { return 2 * N; }
template <class F> __global__ void run(F f, int* o) { f(o); }

struct Params { enum { nt = 128, vt = 11 }; };
struct Box { typedef Params sm_ptx; };

template <int nt> struct Scan {
    __device__ int count(int tid, int limit = nt) const { return tid < limit ? tid : limit; }
};

template <class launch_t> struct Sorter {
    int nv = 5;
    void go(int* d, int haystack) {
        int nv = this->nv;
        for (int pass = 0; pass < 1; ++pass) {
            enum { nt = 64 };
            auto outer = [=] __device__(int* o) { o[0] = nt + nv; };
            run<<<1, 1>>>(outer, d);
            auto inner = [=] __device__(int* o) {
                typedef typename launch_t::sm_ptx params_t;
                enum { nt = params_t::nt, vt = params_t::vt, nv = nt * vt };
                __shared__ int keys[nv + 1];
                keys[nv] = twice<nt>();
                o[1] = keys[nv] + nv * 1000 + pass;
                // `haystack` is the captured parameter here; the lambda below declares its own.
                o[2] = haystack;
                auto shift = [&](int i) {
                    int haystack = i * 10;
                    return haystack + 1;
                };
                o[3] = shift(4);
                // The default argument is `Scan<32>`'s `nt`, not the body's.
                o[4] = Scan<32>().count(100);
            };
            run<<<1, 1>>>(inner, d);
        }
    }
};

int main() {
    int* d;
    cudaMalloc(&d, 5 * sizeof(int));
    Sorter<Box> s;
    s.go(d, 77);
    int h[5];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("%d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
    cudaFree(d);
    return 0;
}
