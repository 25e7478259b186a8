// Virtual functions in device code: calls through base pointers and references reach the
// dynamic type's overrider (also from a non-virtual base method, and through a second base),
// pure virtual functions, a base constructor sees its own class, `Base::f()` calls that very
// function, delete through a base pointer runs the complete object's destructors, and objects
// have the host compiler's sizes.
#include <cstdio>
#include <cuda_runtime.h>

struct Shape {
    int id;
    __device__ explicit Shape(int i) : id(i) { kind_at_construction = kind(); }
    __device__ virtual ~Shape() { printf("~Shape %d\n", id); }
    __device__ virtual float area() const = 0;
    __device__ virtual int kind() const { return 0; }
    __device__ float doubled() const { return 2.0f * area(); }
    int kind_at_construction;
};

struct Square : Shape {
    float side;
    __device__ Square(int i, float s) : Shape(i), side(s) {}
    __device__ ~Square() { printf("~Square %d\n", id); }
    __device__ float area() const override { return side * side; }
    __device__ int kind() const override { return Shape::kind() + 1; }
};

struct Circle : Shape {
    float radius;
    __device__ Circle(int i, float r) : Shape(i), radius(r) {}
    __device__ float area() const override { return 3.0f * radius * radius; }
};

struct Label {
    int text;
    __device__ virtual int describe() const { return text; }
};

struct LabelledSquare : Label, Square {
    __device__ LabelledSquare() : Square(3, 1.5f) { text = 40; }
    __device__ int kind() const override { return 2; }
    __device__ int describe() const override { return text + kind(); }
};

__global__ void shapes(float *out)
{
    Shape *all[3] = {new Square(1, 2.0f), new Circle(2, 1.0f), new LabelledSquare()};
    for (int i = 0; i < 3; ++i) {
        out[3 * i] = all[i]->area();
        out[3 * i + 1] = all[i]->doubled();
        out[3 * i + 2] = all[i]->kind() * 10 + all[i]->kind_at_construction;
    }
    LabelledSquare ls;
    Label &label = ls;
    const Shape &shape = ls;
    out[9] = label.describe() + shape.area() + 100 * ls.Square::kind() + 1000 * ls.Shape::kind();
    for (int i = 0; i < 3; ++i)
        delete all[i];
    out[10] = sizeof(Shape) * 10000 + sizeof(Square) * 100 + sizeof(LabelledSquare);
}

int main()
{
    float *out;
    cudaMallocManaged(&out, 11 * sizeof(float));
    shapes<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    for (int i = 0; i < 3; ++i)
        printf("shape %d: area %g doubled %g kind %g\n", i, out[3 * i], out[3 * i + 1],
               out[3 * i + 2]);
    printf("through a second base: %g\n", out[9]);
    printf("sizes: %g\n", out[10]);
    cudaFree(out);
    return 0;
}
