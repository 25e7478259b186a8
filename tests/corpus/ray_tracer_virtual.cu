// "Ray Tracing in One Weekend"-style CUDA port: the scene graph lives on the
// device, is built in a kernel with operator new, and is traversed through
// virtual functions (hittable / material class hierarchies).
#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cfloat>
#include <cmath>
#include <vector>

#define checkCudaErrors(val) check_cuda((val), #val, __FILE__, __LINE__)
void check_cuda(cudaError_t result, char const* const func, const char* const file, int const line) {
  if (result) {
    fprintf(stderr, "CUDA error = %d at %s:%d '%s'\n", (int)result, file, line, func);
    cudaDeviceReset();
    exit(99);
  }
}

class vec3 {
 public:
  __host__ __device__ vec3() {}
  __host__ __device__ vec3(float e0, float e1, float e2) { e[0] = e0; e[1] = e1; e[2] = e2; }
  __host__ __device__ inline float x() const { return e[0]; }
  __host__ __device__ inline float y() const { return e[1]; }
  __host__ __device__ inline float z() const { return e[2]; }
  __host__ __device__ inline const vec3& operator+() const { return *this; }
  __host__ __device__ inline vec3 operator-() const { return vec3(-e[0], -e[1], -e[2]); }
  __host__ __device__ inline float operator[](int i) const { return e[i]; }
  __host__ __device__ inline float& operator[](int i) { return e[i]; }
  __host__ __device__ inline vec3& operator+=(const vec3& v2) { e[0] += v2.e[0]; e[1] += v2.e[1]; e[2] += v2.e[2]; return *this; }
  __host__ __device__ inline vec3& operator*=(const vec3& v2) { e[0] *= v2.e[0]; e[1] *= v2.e[1]; e[2] *= v2.e[2]; return *this; }
  __host__ __device__ inline vec3& operator/=(const float t) { float k = 1.0f / t; e[0] *= k; e[1] *= k; e[2] *= k; return *this; }
  __host__ __device__ inline float length() const { return sqrtf(e[0] * e[0] + e[1] * e[1] + e[2] * e[2]); }
  __host__ __device__ inline float squared_length() const { return e[0] * e[0] + e[1] * e[1] + e[2] * e[2]; }
  float e[3];
};
__host__ __device__ inline vec3 operator+(const vec3& a, const vec3& b) { return vec3(a.e[0] + b.e[0], a.e[1] + b.e[1], a.e[2] + b.e[2]); }
__host__ __device__ inline vec3 operator-(const vec3& a, const vec3& b) { return vec3(a.e[0] - b.e[0], a.e[1] - b.e[1], a.e[2] - b.e[2]); }
__host__ __device__ inline vec3 operator*(const vec3& a, const vec3& b) { return vec3(a.e[0] * b.e[0], a.e[1] * b.e[1], a.e[2] * b.e[2]); }
__host__ __device__ inline vec3 operator*(float t, const vec3& v) { return vec3(t * v.e[0], t * v.e[1], t * v.e[2]); }
__host__ __device__ inline vec3 operator*(const vec3& v, float t) { return t * v; }
__host__ __device__ inline vec3 operator/(vec3 v, float t) { return vec3(v.e[0] / t, v.e[1] / t, v.e[2] / t); }
__host__ __device__ inline float dot(const vec3& a, const vec3& b) { return a.e[0] * b.e[0] + a.e[1] * b.e[1] + a.e[2] * b.e[2]; }
__host__ __device__ inline vec3 cross(const vec3& a, const vec3& b) {
  return vec3(a.e[1] * b.e[2] - a.e[2] * b.e[1], -(a.e[0] * b.e[2] - a.e[2] * b.e[0]), a.e[0] * b.e[1] - a.e[1] * b.e[0]);
}
__host__ __device__ inline vec3 unit_vector(vec3 v) { return v / v.length(); }

class ray {
 public:
  __device__ ray() {}
  __device__ ray(const vec3& a, const vec3& b) : A(a), B(b) {}
  __device__ vec3 origin() const { return A; }
  __device__ vec3 direction() const { return B; }
  __device__ vec3 point_at_parameter(float t) const { return A + t * B; }
  vec3 A, B;
};

// Small per-pixel PCG-ish generator (stands in for curand)
struct rand_state {
  unsigned long long s;
  __device__ float next() {
    s = s * 6364136223846793005ULL + 1442695040888963407ULL;
    unsigned x = (unsigned)(((s >> 18) ^ s) >> 27), rot = (unsigned)(s >> 59);
    unsigned r = (x >> rot) | (x << ((32 - rot) & 31));
    return (r >> 8) * (1.0f / 16777216.0f);
  }
};

class material;
struct hit_record {
  float t;
  vec3 p, normal;
  material* mat_ptr;
};

class hitable {
 public:
  __device__ virtual ~hitable() {}
  __device__ virtual bool hit(const ray& r, float t_min, float t_max, hit_record& rec) const = 0;
  __device__ virtual int count() const { return 1; }
};

__device__ vec3 random_in_unit_sphere(rand_state* st) {
  vec3 p;
  do {
    p = 2.0f * vec3(st->next(), st->next(), st->next()) - vec3(1, 1, 1);
  } while (p.squared_length() >= 1.0f);
  return p;
}
__device__ vec3 reflect(const vec3& v, const vec3& n) { return v - 2.0f * dot(v, n) * n; }
__device__ bool refract(const vec3& v, const vec3& n, float ni_over_nt, vec3& refracted) {
  vec3 uv = unit_vector(v);
  float dt = dot(uv, n);
  float disc = 1.0f - ni_over_nt * ni_over_nt * (1 - dt * dt);
  if (disc > 0) { refracted = ni_over_nt * (uv - n * dt) - n * sqrtf(disc); return true; }
  return false;
}
__device__ float schlick(float cosine, float ref_idx) {
  float r0 = (1.0f - ref_idx) / (1.0f + ref_idx);
  r0 = r0 * r0;
  float m = 1.0f - cosine;
  return r0 + (1.0f - r0) * m * m * m * m * m;
}

class material {
 public:
  __device__ virtual ~material() {}
  __device__ virtual bool scatter(const ray& r_in, const hit_record& rec, vec3& attenuation, ray& scattered, rand_state* st) const = 0;
  __device__ virtual char tag() const = 0;
};

class lambertian : public material {
 public:
  __device__ lambertian(const vec3& a) : albedo(a) {}
  __device__ bool scatter(const ray&, const hit_record& rec, vec3& attenuation, ray& scattered, rand_state* st) const override {
    vec3 target = rec.p + rec.normal + random_in_unit_sphere(st);
    scattered = ray(rec.p, target - rec.p);
    attenuation = albedo;
    return true;
  }
  __device__ char tag() const override { return 'L'; }
  vec3 albedo;
};

class metal : public material {
 public:
  __device__ metal(const vec3& a, float f) : albedo(a) { fuzz = f < 1 ? f : 1; }
  __device__ bool scatter(const ray& r_in, const hit_record& rec, vec3& attenuation, ray& scattered, rand_state* st) const override {
    vec3 reflected = reflect(unit_vector(r_in.direction()), rec.normal);
    scattered = ray(rec.p, reflected + fuzz * random_in_unit_sphere(st));
    attenuation = albedo;
    return dot(scattered.direction(), rec.normal) > 0.0f;
  }
  __device__ char tag() const override { return 'M'; }
  vec3 albedo;
  float fuzz;
};

class dielectric : public material {
 public:
  __device__ dielectric(float ri) : ref_idx(ri) {}
  __device__ bool scatter(const ray& r_in, const hit_record& rec, vec3& attenuation, ray& scattered, rand_state* st) const override {
    vec3 outward_normal;
    vec3 reflected = reflect(r_in.direction(), rec.normal);
    float ni_over_nt, cosine, reflect_prob;
    attenuation = vec3(1.0, 1.0, 1.0);
    vec3 refracted;
    if (dot(r_in.direction(), rec.normal) > 0.0f) {
      outward_normal = -rec.normal;
      ni_over_nt = ref_idx;
      cosine = dot(r_in.direction(), rec.normal) / r_in.direction().length();
      cosine = sqrtf(1.0f - ref_idx * ref_idx * (1 - cosine * cosine));
    } else {
      outward_normal = rec.normal;
      ni_over_nt = 1.0f / ref_idx;
      cosine = -dot(r_in.direction(), rec.normal) / r_in.direction().length();
    }
    if (refract(r_in.direction(), outward_normal, ni_over_nt, refracted)) reflect_prob = schlick(cosine, ref_idx);
    else reflect_prob = 1.0f;
    if (st->next() < reflect_prob) scattered = ray(rec.p, reflected);
    else scattered = ray(rec.p, refracted);
    return true;
  }
  __device__ char tag() const override { return 'D'; }
  float ref_idx;
};

class sphere : public hitable {
 public:
  __device__ sphere(vec3 cen, float r, material* m) : center(cen), radius(r), mat_ptr(m) {}
  __device__ ~sphere() override { delete mat_ptr; }
  __device__ bool hit(const ray& r, float tmin, float tmax, hit_record& rec) const override {
    vec3 oc = r.origin() - center;
    float a = dot(r.direction(), r.direction());
    float b = dot(oc, r.direction());
    float c = dot(oc, oc) - radius * radius;
    float discriminant = b * b - a * c;
    if (discriminant > 0) {
      float temp = (-b - sqrtf(discriminant)) / a;
      if (temp < tmax && temp > tmin) {
        rec.t = temp; rec.p = r.point_at_parameter(rec.t); rec.normal = (rec.p - center) / radius; rec.mat_ptr = mat_ptr;
        return true;
      }
      temp = (-b + sqrtf(discriminant)) / a;
      if (temp < tmax && temp > tmin) {
        rec.t = temp; rec.p = r.point_at_parameter(rec.t); rec.normal = (rec.p - center) / radius; rec.mat_ptr = mat_ptr;
        return true;
      }
    }
    return false;
  }
  vec3 center;
  float radius;
  material* mat_ptr;
};

class hitable_list : public hitable {
 public:
  __device__ hitable_list(hitable** l, int n) : list(l), list_size(n) {}
  __device__ ~hitable_list() override { for (int i = 0; i < list_size; ++i) delete list[i]; }
  __device__ bool hit(const ray& r, float tmin, float tmax, hit_record& rec) const override {
    hit_record temp_rec;
    bool hit_anything = false;
    float closest = tmax;
    for (int i = 0; i < list_size; i++)
      if (list[i]->hit(r, tmin, closest, temp_rec)) { hit_anything = true; closest = temp_rec.t; rec = temp_rec; }
    return hit_anything;
  }
  __device__ int count() const override { int c = 0; for (int i = 0; i < list_size; ++i) c += list[i]->count(); return c; }
  hitable** list;
  int list_size;
};

class camera {
 public:
  __device__ camera(vec3 lookfrom, vec3 lookat, vec3 vup, float vfov, float aspect) {
    float theta = vfov * ((float)M_PI) / 180.0f;
    float half_height = tanf(theta / 2.0f);
    float half_width = aspect * half_height;
    origin = lookfrom;
    vec3 w = unit_vector(lookfrom - lookat), u = unit_vector(cross(vup, w)), v = cross(w, u);
    lower_left_corner = origin - half_width * u - half_height * v - w;
    horizontal = 2.0f * half_width * u;
    vertical = 2.0f * half_height * v;
  }
  __device__ ray get_ray(float s, float t) const { return ray(origin, lower_left_corner + s * horizontal + t * vertical - origin); }
  vec3 origin, lower_left_corner, horizontal, vertical;
};

__device__ vec3 color(const ray& r, hitable** world, rand_state* st, int* bounces) {
  ray cur_ray = r;
  vec3 cur_att = vec3(1.0, 1.0, 1.0);
  for (int i = 0; i < 50; i++) {
    hit_record rec;
    if ((*world)->hit(cur_ray, 0.001f, FLT_MAX, rec)) {
      ray scattered;
      vec3 attenuation;
      ++*bounces;
      if (rec.mat_ptr->scatter(cur_ray, rec, attenuation, scattered, st)) {
        cur_att *= attenuation;
        cur_ray = scattered;
      } else {
        return vec3(0.0, 0.0, 0.0);
      }
    } else {
      vec3 unit_direction = unit_vector(cur_ray.direction());
      float t = 0.5f * (unit_direction.y() + 1.0f);
      vec3 c = (1.0f - t) * vec3(1.0, 1.0, 1.0) + t * vec3(0.5, 0.7, 1.0);
      return cur_att * c;
    }
  }
  return vec3(0.0, 0.0, 0.0);
}

#define RND (local.next())

__global__ void create_world(hitable** d_list, hitable** d_world, camera** d_camera, int nx, int ny, int* n_objects) {
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    rand_state local{1984};
    d_list[0] = new sphere(vec3(0, -1000.0, -1), 1000, new lambertian(vec3(0.5, 0.5, 0.5)));
    int i = 1;
    for (int a = -4; a < 4; a++) {
      for (int b = -4; b < 4; b++) {
        float choose_mat = RND;
        vec3 center(a + RND, 0.2, b + RND);
        if (choose_mat < 0.7f) d_list[i++] = new sphere(center, 0.2, new lambertian(vec3(RND * RND, RND * RND, RND * RND)));
        else if (choose_mat < 0.9f) d_list[i++] = new sphere(center, 0.2, new metal(vec3(0.5f * (1.0f + RND), 0.5f * (1.0f + RND), 0.5f * (1.0f + RND)), 0.5f * RND));
        else d_list[i++] = new sphere(center, 0.2, new dielectric(1.5));
      }
    }
    d_list[i++] = new sphere(vec3(0, 1, 0), 1.0, new dielectric(1.5));
    d_list[i++] = new sphere(vec3(-4, 1, 0), 1.0, new lambertian(vec3(0.4, 0.2, 0.1)));
    d_list[i++] = new sphere(vec3(4, 1, 0), 1.0, new metal(vec3(0.7, 0.6, 0.5), 0.0));
    *d_world = new hitable_list(d_list, i);
    *d_camera = new camera(vec3(13, 2, 3), vec3(0, 0, 0), vec3(0, 1, 0), 30.0, float(nx) / float(ny));
    *n_objects = (*d_world)->count();
    int tally[3] = {0, 0, 0};
    for (int k = 0; k < i; ++k) {
      char t = static_cast<sphere*>(d_list[k])->mat_ptr->tag();
      tally[t == 'L' ? 0 : (t == 'M' ? 1 : 2)]++;
    }
    printf("device: built world with %d spheres (L=%d M=%d D=%d)\n", i, tally[0], tally[1], tally[2]);
    printf("device: camera horizontal=(%a, %a, %a)\n", (*d_camera)->horizontal.x(), (*d_camera)->horizontal.y(), (*d_camera)->horizontal.z());
  }
}

__global__ void render(vec3* fb, int max_x, int max_y, int ns, camera** cam, hitable** world, unsigned long long* total_bounces) {
  int i = threadIdx.x + blockIdx.x * blockDim.x;
  int j = threadIdx.y + blockIdx.y * blockDim.y;
  if ((i >= max_x) || (j >= max_y)) return;
  int pixel_index = j * max_x + i;
  rand_state st{(unsigned long long)pixel_index * 0x9E3779B97F4A7C15ULL + 1};
  vec3 col(0, 0, 0);
  int bounces = 0;
  for (int s = 0; s < ns; s++) {
    float u = float(i + st.next()) / float(max_x);
    float v = float(j + st.next()) / float(max_y);
    ray r = (*cam)->get_ray(u, v);
    col += color(r, world, &st, &bounces);
  }
  col /= float(ns);
  col[0] = sqrtf(col[0]); col[1] = sqrtf(col[1]); col[2] = sqrtf(col[2]);
  fb[pixel_index] = col;
  atomicAdd(total_bounces, (unsigned long long)bounces);
}

__global__ void free_world(hitable** d_list, hitable** d_world, camera** d_camera) {
  delete *d_world;  // deletes the spheres, which delete their materials
  delete *d_camera;
}

int main() {
  int nx = 200, ny = 120, ns = 8, tx = 8, ty = 8;
  int num_pixels = nx * ny;
  vec3* fb;
  checkCudaErrors(cudaMallocManaged((void**)&fb, num_pixels * sizeof(vec3)));
  hitable** d_list;
  int num_hitables = 1 + 8 * 8 + 3;
  checkCudaErrors(cudaMalloc((void**)&d_list, num_hitables * sizeof(hitable*)));
  hitable** d_world;
  checkCudaErrors(cudaMalloc((void**)&d_world, sizeof(hitable*)));
  camera** d_camera;
  checkCudaErrors(cudaMalloc((void**)&d_camera, sizeof(camera*)));
  int* n_obj;
  checkCudaErrors(cudaMallocManaged((void**)&n_obj, sizeof(int)));
  unsigned long long* bounces;
  checkCudaErrors(cudaMallocManaged((void**)&bounces, sizeof(unsigned long long)));
  *bounces = 0;
  create_world<<<1, 1>>>(d_list, d_world, d_camera, nx, ny, n_obj);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaDeviceSynchronize());
  printf("host: world reports %d objects\n", *n_obj);
  dim3 blocks(nx / tx + 1, ny / ty + 1), threads(tx, ty);
  render<<<blocks, threads>>>(fb, nx, ny, ns, d_camera, d_world, bounces);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaDeviceSynchronize());
  unsigned long long h = 0;
  double sum[3] = {0, 0, 0};
  std::vector<int> hist(8, 0);
  for (int j = ny - 1; j >= 0; j--)
    for (int i = 0; i < nx; i++) {
      size_t pi = j * nx + i;
      int ir = int(255.99 * fb[pi].x()), ig = int(255.99 * fb[pi].y()), ib = int(255.99 * fb[pi].z());
      h = h * 1000003ULL + (unsigned)(ir << 16 | ig << 8 | ib);
      sum[0] += ir; sum[1] += ig; sum[2] += ib;
      hist[((ir + ig + ib) / 3) / 32]++;
    }
  printf("bounces=%llu mean=(%.3f, %.3f, %.3f) hash=%016llx\nluma hist:", *bounces, sum[0] / num_pixels, sum[1] / num_pixels, sum[2] / num_pixels, h);
  for (int c : hist) printf(" %d", c);
  printf("\n");
  free_world<<<1, 1>>>(d_list, d_world, d_camera);
  checkCudaErrors(cudaGetLastError());
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaFree(d_camera));
  checkCudaErrors(cudaFree(d_world));
  checkCudaErrors(cudaFree(d_list));
  checkCudaErrors(cudaFree(fb));
  checkCudaErrors(cudaFree(n_obj));
  checkCudaErrors(cudaFree(bounces));
  cudaDeviceReset();
  return 0;
}
