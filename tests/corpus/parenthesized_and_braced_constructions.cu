// corpus: T(args) passes the arguments to the constructors (in expressions, base and member initializers), T{args} prefers a constructor taking an std::initializer_list; braced items that fit do not narrow
#include <cstdio>
#include <initializer_list>

struct Shape {
    int kind;
    __host__ __device__ Shape(int, int) : kind(2) {}
    __host__ __device__ Shape(std::initializer_list<int> l) : kind(100 + (int)l.size()) {}
};

struct Derived : Shape {
    __host__ __device__ Derived() : Shape(5, 6) {}
};

struct Holder {
    Shape parenthesized;
    Shape braced;
    __host__ __device__ Holder() : parenthesized(1, 2), braced{1, 2} {}
};

struct Scale {
    float factor;
    int steps;
    __host__ __device__ Scale(float f, int s) : factor(f), steps(s) {}
};

struct Flags {
    unsigned low : 4;
    int mid : 6;
};

__host__ __device__ long long widen(long long v) { return v; }
__host__ __device__ double sum(std::initializer_list<double> xs) {
    double s = 0;
    for (double x : xs) s += x;
    return s;
}

template <class T>
__host__ __device__ T convert(int v) {
    return T{v};
}

__host__ __device__ void fill(int* out, int v, float f) {
    Shape a(1, 2);
    Shape b{1, 2};
    Shape c{1, 2, 3};
    out[0] = a.kind;
    out[1] = b.kind;
    out[2] = c.kind;
    out[3] = Shape(3, 4).kind;
    out[4] = Shape{3, 4}.kind;
    Scale s{2, 7};
    out[5] = (int)(s.factor * 10) + s.steps;
    out[6] = (int)Scale(f, 3).factor;
    out[7] = (int)widen({v});
    out[8] = (int)sum({1.5, f, 2});
    out[9] = int{7} + int(f) + char{65};
    out[10] = (int)convert<long long>(v) + (int)convert<int>(v);
    Flags flags{9, -5};
    out[11] = (int)flags.low * 100 + flags.mid;
    Derived d;
    Holder h;
    out[12] = d.kind * 10000 + h.parenthesized.kind * 1000 + h.braced.kind;
}

__global__ void kernel(int* out, int v, float f) { fill(out, v, f); }

int main() {
    int* out;
    cudaMallocManaged(&out, 13 * sizeof(int));
    kernel<<<1, 1>>>(out, -6, 2.75f);
    cudaDeviceSynchronize();
    int host[13];
    fill(host, -6, 2.75f);
    for (int i = 0; i < 13; ++i) printf("out[%d] = %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
