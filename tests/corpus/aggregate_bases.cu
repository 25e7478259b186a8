// corpus: C++17 aggregates with base classes: a braced item per base (empty bases included),
// a base copied from an object of its type, brace elision into a base, constant device data;
// and `using Base::f;` / `using Ts::operator()...;` overload sets built from several bases
#include <cstdio>

struct Empty {};
struct Point { int x, y; };
struct Tagged : Empty { int v; };
struct Point3 : Point { int z; };
struct Both : Point, Tagged { int w; };

__device__ Point3 lift(Point p, int z) { return Point3{p, z}; }

__constant__ Point3 c_braced = {{5, 6}, 7};
__constant__ Point3 c_elided = {1, 2, 3};

struct Inc { __device__ int operator()(int x) const { return x + 1; } };
struct Twice { __device__ float operator()(float x) const { return x * 2; } };

template <class X, class Y>
struct Pair : X, Y {
    using X::operator();
    using Y::operator();
};

template <class... Ts>
struct overloaded : Ts... {
    using Ts::operator()...;
};

struct Shape {
    __device__ int area() const { return 0; }
    __device__ int area(int scale) const { return scale; }
};
struct Square : Shape {
    int side;
    using Shape::area;
    __device__ int area() const { return side * side; }
};

__global__ void kernel(int* out, float* fout) {
    Tagged t{{}, 5};
    out[0] = t.v;
    Point p{3, 4};
    Point3 a{p, 8};
    out[1] = a.x * 100 + a.y * 10 + a.z;
    Point3 b{{1, 2}, 3};
    out[2] = b.x * 100 + b.y * 10 + b.z;
    Point3 c{1, 2, 3};
    out[3] = c.x * 100 + c.y * 10 + c.z;
    Point3 d{};
    out[4] = d.x + d.y + d.z;
    Both e{{1, 2}, {{}, 3}, 4};
    out[5] = e.x * 1000 + e.y * 100 + e.v * 10 + e.w;
    out[6] = lift(p, 9).z;
    out[7] = c_braced.x * 100 + c_braced.y * 10 + c_braced.z + c_elided.z * 1000;
    Point3 f = {p};
    out[8] = f.x * 100 + f.y * 10 + f.z;

    Pair<Inc, Twice> pair{Inc{}, Twice{}};
    out[9] = pair(3);
    fout[0] = pair(3.5f);
    auto tens = [](int i) { return i * 10; };
    auto halves = [](double x) { return x / 2; };
    overloaded<decltype(tens), decltype(halves)> o{tens, halves};
    out[10] = o(4);
    fout[1] = o(5.0);
    Square s;
    s.side = 6;
    out[11] = s.area() + s.area(1000);
}

int main() {
    int* d_out;
    float* d_fout;
    cudaMalloc(&d_out, 12 * sizeof(int));
    cudaMalloc(&d_fout, 2 * sizeof(float));
    kernel<<<1, 1>>>(d_out, d_fout);
    int out[12];
    float fout[2];
    cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost);
    cudaMemcpy(fout, d_fout, sizeof fout, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 12; ++i) printf("out[%d] = %d\n", i, out[i]);
    for (int i = 0; i < 2; ++i) printf("fout[%d] = %g\n", i, fout[i]);
    cudaFree(d_out);
    cudaFree(d_fout);
    return 0;
}
