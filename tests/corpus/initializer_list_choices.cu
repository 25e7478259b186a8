// List-initialization of classes with a constructor taking an std::initializer_list: items of
// one type that convert to its element type make the list (ints for a list of floats), and
// items it does not take go to the class's other constructors (two strings beside a list of
// floats), in direct and copy list-initialization, in a class template too; a list of braced
// items makes a list of a class's objects, for a constructor and for a function's parameter.
#include <cstdio>
#include <initializer_list>

struct Point { int x, y; };
struct Path {
  int n, length;
  __device__ Path(std::initializer_list<Point> points) : n((int)points.size()), length(0) {
    for (const Point& p : points) length += p.x + p.y;
  }
  __device__ Path(int) : n(-1), length(-1) {}
};
__device__ int count(std::initializer_list<Point> points) { return (int)points.size(); }

struct Bag {
  float sum = 0;
  int n = 0;
  int path = 0;
  __device__ Bag(std::initializer_list<float> xs) : path(1) {
    for (float x : xs) {
      sum += x;
      n++;
    }
  }
  __device__ Bag(const char* a, const char* b) : path(2) { n = (a[0] == 'x') + (b[0] == 'y'); }
};

template <class T>
struct Series {
  T total = 0;
  int path = 0;
  __device__ Series(std::initializer_list<T> xs) : path(1) {
    for (T x : xs) total += x;
  }
  __device__ Series(const char* name, int n) : path(2) { total = (T)(n * (name[0] == 's')); }
};

__global__ void k() {
  Bag a{1.0f, 2.0f, 3.5f};
  Bag b{"x", "y"};
  Bag c{1, 2};
  Bag d = {"x", "q"};
  Bag e = {2.5f};
  printf("floats: path %d, %d items, sum %.1f\n", a.path, a.n, a.sum);
  printf("strings: path %d, %d matches\n", b.path, b.n);
  printf("ints: path %d, %d items, sum %.1f\n", c.path, c.n, c.sum);
  printf("copy-list strings: path %d, %d matches\n", d.path, d.n);
  printf("one float: path %d, %d items, sum %.1f\n", e.path, e.n, e.sum);
  Series<double> s{1.5, 2.25, 4.0};
  Series<int> t{3, 4, 5};
  Series<long> u{"series", 7};
  printf("series: %d %.2f | %d %d | %d %ld\n", s.path, s.total, t.path, t.total, u.path, u.total);
  Path p{{1, 2}, {3, 4}};
  printf("points: %d, length %d, counted %d\n", p.n, p.length, count({{1, 2}, {3, 4}, {5, 6}}));
}

int main() {
  k<<<1, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}
